# nnx.jit written as users write jax.jit(f)(x), in the loop: jax.jit and equinox's filter_jit
# find their trace of one `normalize` again, but nnx.jit keeps its traces in the wrapper it
# returns, so each iteration's new wrapper traces and compiles `normalize` again (3 traces for
# 3 iterations, flax 0.12.8).
import jax.numpy as jnp
from flax import nnx


def normalize(x):
    return (x - jnp.mean(x)) / (jnp.std(x) + 1e-6)


batches = [jnp.arange(4.0) * i for i in range(1, 4)]
for batch in batches:
    out = nnx.jit(normalize)(batch)  # expect: JXM023 col 11
print(out)
