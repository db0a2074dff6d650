# Shape 2: inside jax.jit(jx_warp) every binding of xy is a JAX array; the first store already fails. From https://github.com/jax-ml/jax/issues/7032
import jax
import jax.numpy as jnp


def jx_warp(boxes, M, width, height):
    n = len(boxes)
    xy = jnp.ones((n * 4, 3))
    xy = xy.at[:, :2].set(boxes[:, [0, 1, 2, 3, 0, 3, 2, 1]].reshape(n * 4, 2))  # expect: JXM001 col 5
    xy = xy @ M.T
    xy = (xy[:, :2] / xy[:, 2:3]).reshape(n, 8)
    return xy.clip(0, width)


boxes = jnp.ones((2, 4))
print(jax.jit(jx_warp)(boxes, jnp.eye(3), 10.0, 10.0))
