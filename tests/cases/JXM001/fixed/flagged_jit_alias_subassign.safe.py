from jax import jit as JIT
import jax.numpy as jnp


@JIT
def decay(v):
    v = v.at[1:].subtract(0.5)  # expect: JXM001 col 5
    return v


decay(jnp.arange(4.0))
