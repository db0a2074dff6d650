import jax
import jax.numpy as jnp

from model import init_fun, squared_error

_, params = init_fun(jax.random.PRNGKey(0), (-1, 3))
x = jnp.ones((8, 3))
y = jnp.zeros((8, 1))
grads = jax.grad(squared_error)(params, x, y)  # expect: JXM004 col 9
print(jax.tree_util.tree_map(jnp.shape, grads))
