import jax
import jax.numpy as jnp

from model import init_fun, mean_squared_error

_, params = init_fun(jax.random.PRNGKey(0), (-1, 3))
x = jnp.ones((8, 3))
y = jnp.zeros((8, 1))
grads = jax.grad(mean_squared_error)(params, x, y)
print(jax.tree_util.tree_map(jnp.shape, grads))
