import jax
import jax.numpy as jnp

from model import Gate

model = Gate()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))
print(model.apply(variables, jnp.ones((1, 3))))
