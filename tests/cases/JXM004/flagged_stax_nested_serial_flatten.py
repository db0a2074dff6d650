# A stax network built of a named block: the last layer that changes rank is Dense(10)
import jax
import jax.numpy as jnp
from jax.example_libraries import stax

block = stax.serial(stax.Conv(4, (3, 3)), stax.Relu, stax.Flatten)
init_fun, apply_fun = stax.serial(block, stax.Dense(10), stax.Dropout(0.9, mode="test"))
_, params = init_fun(jax.random.PRNGKey(0), (2, 8, 8, 1))
images = jnp.ones((2, 8, 8, 1))
saliency = jax.grad(apply_fun, argnums=1)(params, images, rng=jax.random.PRNGKey(1))  # expect: JXM004 col 12
