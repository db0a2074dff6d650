import jax
import jax.numpy as jnp


@jax.jit
def zero_positives(x):
    # The store is refused before the mask is ever used as an index (not JXM003).
    x[x > 0] = 0.0  # expect: JXM001 col 5
    return x


zero_positives(jnp.ones(3))
