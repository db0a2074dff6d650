# A plain helper hands its parameters on as static arguments, and its callers give it tuples.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0, 1, 2, 4))
def _mesh_eval(func, x_limits, y_limits, params, num_ticks):
    xs = jnp.linspace(x_limits[0], x_limits[1], num_ticks)
    ys = jnp.linspace(y_limits[0], y_limits[1], num_ticks)
    X, Y = jnp.meshgrid(xs, ys)
    return X, Y, func(params, X, Y)


def mesh_eval(func, x_limits, y_limits, params, num_ticks=101):
    return _mesh_eval(func, x_limits, y_limits, params, num_ticks)


def target(params, x, y):
    return params * (x + y)


X, Y, Z = mesh_eval(target, (-2, 2), (-4, 4), 1.0, 5)
print(Z.shape)
