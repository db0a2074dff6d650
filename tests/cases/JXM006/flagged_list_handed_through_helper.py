# After jax's examples/advi.py (https://github.com/jax-ml/jax/issues/7561): a plain helper
# hands its parameters on as static arguments, and its caller gives it lists.
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
    return _mesh_eval(func, x_limits, y_limits, params, num_ticks)  # expect: JXM006 col 29; JXM006 col 39


def target(params, x, y):
    return params * (x + y)


x_limits = [-2, 2]
y_limits = [-4, 4]
X, Y, Z = mesh_eval(target, x_limits, y_limits, 1.0, 5)
