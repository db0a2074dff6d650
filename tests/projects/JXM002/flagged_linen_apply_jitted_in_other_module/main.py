import jax
import jax.numpy as jnp

from model import Classifier

model = Classifier()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((2, 4)))  # eager: fine
predict = jax.jit(model.apply)
print(predict(variables, jnp.ones((2, 4))))
