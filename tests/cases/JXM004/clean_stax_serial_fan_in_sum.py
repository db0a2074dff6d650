# A stax network whose last layer sums branches of Dense(1) outputs reduced to scalars:
# the file does not prove the output's rank, so nothing is said (here a scalar)
import jax
import jax.numpy as jnp
from jax.example_libraries import stax

Sum = (lambda rng, shape: ((), {}), lambda params, x, **kwargs: jnp.sum(x))
init_fun, apply_fun = stax.serial(stax.Dense(4), stax.Relu, stax.Dense(1), Sum)
_, params = init_fun(jax.random.PRNGKey(0), (-1, 3))
x = jnp.ones((5, 3))
grads = jax.grad(lambda p: apply_fun(p, x))(params)
