# static_argnums counts positional parameters only: a keyword-only one has no number.
import jax
import jax.numpy as jnp


def clip(x, *, bound):
    return jnp.clip(x, -bound, bound)


clip_jit = jax.jit(clip)  # expect: JXM021 col 42
print(clip_jit(jnp.arange(5.0), bound=2.0))
