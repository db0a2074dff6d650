# Shape 5: np.random.rand(...).astype(...) keeps the literal shape; 16 and 12 rows disagree under vmap.
import jax
import jax.numpy as jnp
import numpy as np


def pair_dist(a, b):
    return jnp.linalg.norm(a - b)


points = np.random.rand(16, 3).astype(np.float32)
anchors = np.random.rand(12, 3).astype(np.float32)
dists = jax.vmap(pair_dist)(points, anchors)  # expect: JXM005 col 9
