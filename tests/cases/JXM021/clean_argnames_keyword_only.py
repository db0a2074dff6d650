# static_argnames may name a keyword-only parameter.
import jax
import jax.numpy as jnp


def clip(x, *, bound):
    return jnp.clip(x, -bound, bound)


clip_jit = jax.jit(clip, static_argnames="bound")
print(clip_jit(jnp.arange(5.0), bound=2.0))
