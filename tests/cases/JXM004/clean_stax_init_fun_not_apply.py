# The first of the pair is init_fun, which returns shapes and parameters; the scalar loss
# reduces apply_fun's output
import jax
import jax.numpy as jnp
from jax.example_libraries import stax

init_fun, apply_fun = stax.serial(stax.Dense(4), stax.Relu, stax.Dense(2))
out_shape, params = init_fun(jax.random.PRNGKey(0), (-1, 3))
x = jnp.ones((5, 3))
grads = jax.grad(lambda p: jnp.sum(apply_fun(p, x)))(params)
