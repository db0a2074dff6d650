import numpy as np
import jax
import jax.numpy as jnp


def tile(x, reps):
    return jnp.tile(x, tuple(int(r) for r in reps))


tile_jit = jax.jit(tile, static_argnums=(1,))
tile_jit(jnp.ones(2), np.array([2, 2]))  # expect: JXM006 col 23
