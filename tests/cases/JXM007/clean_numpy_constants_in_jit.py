# NumPy and math on constants and shapes inside jit: nothing here is a tracer.
import math

import jax
import jax.numpy as jnp
import numpy as np

FREQS = np.linspace(0.0, 1.0, 5)


@jax.jit
def attention_scale(q):
    d = q.shape[-1]
    scale = 1.0 / math.sqrt(d)
    n = int(np.prod(q.shape))
    bias = float(np.sum(FREQS)) + float(FREQS[1])
    eps = float(jnp.finfo(q.dtype).eps)
    return q * scale + bias / n + eps


attention_scale(jnp.ones((2, 4)))
