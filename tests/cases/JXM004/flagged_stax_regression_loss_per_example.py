# A stax regressor ending in Dense(1): its squared error is one value per example
import jax
import jax.numpy as jnp
from jax.example_libraries import stax

init_fun, predict = stax.serial(stax.Dense(16), stax.Tanh, stax.Dense(1))
_, params = init_fun(jax.random.PRNGKey(0), (-1, 3))


def loss(params, x, y):
    return (predict(params, x) - y) ** 2


x = jnp.ones((8, 3))
y = jnp.zeros((8, 1))
grads = jax.grad(loss)(params, x, y)  # expect: JXM004 col 9
