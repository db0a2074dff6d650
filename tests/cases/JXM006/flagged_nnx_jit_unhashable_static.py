import jax.numpy as jnp
from flax import nnx


def pick(x, indices):
    return x[jnp.array(indices)]


fast_pick = nnx.jit(pick, static_argnums=1)
print(fast_pick(jnp.arange(5.0), [0, 2]))  # expect: JXM006 col 34
