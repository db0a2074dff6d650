import jax as J
import jax.numpy as jnp


def keep(x, allowed, scale):
    return x * scale * len(allowed)


keep_jit = J.jit(keep, static_argnums=(1, 2))
keep_jit(jnp.ones(3), {"a", "b"}, 2.0)  # expect: JXM006 col 23
