import jax
import jax.numpy as jnp

from pkg import ops

print(jax.jit(ops.pad_to_even)(jnp.arange(3.0)))
