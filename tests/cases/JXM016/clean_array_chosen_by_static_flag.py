# the notebook's static flag picks its pieces either way, stacked into an array (or a list only
# on one side, which jnp.stack takes) before jnp.sum
import jax
import jax.numpy as jnp


def f(x, flag):
    parts = jnp.stack([x, x * 2]) if flag else x[None]
    pieces = [x, x * 2] if flag else x
    return jnp.sum(parts) + jnp.sum(jnp.stack(pieces))


print(jax.jit(f, static_argnums=1)(jnp.ones(2), True))
