# Linear regression with its parameters in a dict: the bias starts as the int 0, so the
# pytree grad differentiates has an int32 leaf and grad refuses it.
import jax
import jax.numpy as jnp


def loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


params = {"w": jnp.zeros(3), "b": 0}
x = jnp.ones((8, 3))
y = jnp.ones(8)
for step in range(10):
    grads = jax.grad(loss)(params, x, y)  # expect: JXM018 col 28
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
