# a notebook's jitted function with a static flag (jax.jit(f, static_argnums=1)(x, True)) picks a
# list of its pieces either way, then hands the list to jnp.sum
import jax
import jax.numpy as jnp


def f(x, flag):
    parts = [x, x * 2] if flag else [x]
    return jnp.sum(jnp.array(parts))  # expect: JXM016 col 20


print(jax.jit(f, static_argnums=1)(jnp.ones(2), True))
