# stax.serial(..., Dense(10), LogSoftmax): apply_fun returns (batch, 10) log-probabilities,
# which jax.grad cannot differentiate as they are
import jax
import jax.numpy as jnp
from jax.example_libraries import stax
from jax.example_libraries.stax import Dense, LogSoftmax, Relu

init_fun, apply_fun = stax.serial(Dense(32), Relu, Dense(10), LogSoftmax)
_, params = init_fun(jax.random.PRNGKey(0), (-1, 8))
x = jnp.ones((4, 8))
grads = jax.grad(lambda p: jnp.sum(apply_fun(p, x)))(params)  # expect: JXM004 col 9
