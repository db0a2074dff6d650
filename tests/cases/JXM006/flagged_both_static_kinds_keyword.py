# Given both static_argnums and static_argnames, "b" is static when passed by keyword: a list there cannot be hashed.
import jax
import jax.numpy as jnp


def weighted(a, b):
    return jnp.asarray(b).sum() * a


weighted_jit = jax.jit(weighted, static_argnums=0, static_argnames="b")
weighted_jit(2, b=[1, 2])  # expect: JXM006 col 19
