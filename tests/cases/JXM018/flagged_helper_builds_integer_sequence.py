# A benchmark's initialize() builds its input with np.fromfunction over int32 coordinates
# (npbench's nussinov), and the autodiff run differentiates the kernel with respect to it.
import jax
import jax.numpy as jnp
import numpy as np


def initialize(N):
    seq = np.fromfunction(lambda i: (i + 1) % 4, (N,), dtype=np.int32)
    return seq


def kernel(seq):
    return jnp.sum(jnp.cumsum(seq) * 0.5)


seq = initialize(16)
print(jax.value_and_grad(kernel)(seq))  # expect: JXM018 col 34
