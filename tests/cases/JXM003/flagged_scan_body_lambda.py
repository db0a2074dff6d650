import jax.numpy as jnp
from jax import lax

rows = jnp.array([[1.0, -1.0], [2.0, 3.0]])
total, _ = lax.scan(
    lambda carry, row: (carry + row[row > 0].sum(), None),  # expect: JXM003 col 37
    0.0,
    rows,
)
