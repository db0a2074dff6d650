# The primitive where jax 0.7.0 and later keep it (jax.extend.core.primitives.jit_p; pertpy#829).
from jax.extend.core.primitives import jit_p

print(jit_p.name)
