# numpyro/ops/provenance.py under jax 0.7.0 (https://github.com/scverse/pertpy/issues/829): the
# primitive was renamed jit_p and left jax.experimental.pjit in JAX 0.7.0.
from jax.experimental.pjit import pjit_p  # expect: JXM014 col 1

print(pjit_p.name)
