# The layer's output reduced to a scalar inside the lambda: grad runs.
import flax.linen as nn
import jax
import jax.numpy as jnp

model = nn.Dense(3)
x = jnp.ones((4, 2))
params = model.init(jax.random.PRNGKey(0), x)
grads = jax.grad(lambda p: jnp.mean(model.apply(p, x) ** 2))(params)
first = jax.grad(lambda p: model.apply(p, x[0])[0])(params)
assert grads["params"]["kernel"].shape == (2, 3) and first["params"]["bias"].shape == (3,)
