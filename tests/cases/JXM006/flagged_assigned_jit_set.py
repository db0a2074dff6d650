import jax
import jax.numpy as jnp


def pick(x, keep):
    return x[jnp.array(sorted(keep))]


pick_jit = jax.jit(pick, static_argnums=1)
pick_jit(jnp.arange(5.0), {1, 3})  # expect: JXM006 col 27
