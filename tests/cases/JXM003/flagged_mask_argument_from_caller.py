import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(x, mask):
    return x[mask].mean()  # expect: JXM003 col 14


data = jnp.arange(6.0)
masked_mean(data, data > 2)  # jit traces the boolean array it is handed
