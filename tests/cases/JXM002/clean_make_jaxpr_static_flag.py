# make_jaxpr with static_argnums: the flag stays a Python bool, so `if flag` is fine
import jax
import jax.numpy as jnp


def scale(x, negate):
    if negate:
        return -x
    return x


print(jax.make_jaxpr(scale, static_argnums=1)(jnp.ones(3), True))
