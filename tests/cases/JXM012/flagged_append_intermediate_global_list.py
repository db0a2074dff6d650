# outs.append(y) inside jit leaks a tracer; the later outs[0] + 1 raises (jax errors.py UnexpectedTracerError example)
from jax import jit
import jax.numpy as jnp

outs = []


@jit
def side_effecting(x):
    y = x + 1
    outs.append(y)  # expect: JXM012 col 5
    return y


side_effecting(jnp.float32(1.0))
outs[0] + 1
