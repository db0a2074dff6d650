# Slice bounds read from a module-level jax.numpy array are staged inside jit, so the slice gets a tracer
import jax
import jax.numpy as jnp

widths = jnp.where(jnp.array([True, False, True]), 2, 3)
offsets = jnp.cumsum(widths)


@jax.jit
def first_block(x):
    return x[0:offsets[0]]  # expect: JXM010 col 12


print(first_block(jnp.arange(10.0)))
