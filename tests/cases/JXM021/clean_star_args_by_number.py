# Entries of *args are static by their positions (any index is accepted past the named ones).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1, 2))
def stack(x, *layers, **options):
    for width in layers:
        x = jnp.tile(x, width)
    return x


print(stack(jnp.ones(2), 2, 3))
