# Given both static_argnums and static_argnames, jit infers neither from the other: "b" passed by position is traced,
# so a list there is an ordinary pytree argument (verified on jax 0.4.38 and 0.10.2).
import jax
import jax.numpy as jnp


def weighted(a, b):
    return jnp.asarray(b).sum() * a


weighted_jit = jax.jit(weighted, static_argnums=0, static_argnames="b")
weighted_jit(2, [1, 2])
