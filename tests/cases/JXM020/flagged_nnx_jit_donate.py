import jax.numpy as jnp
from flax import nnx


@nnx.jit(donate_argnums=0)
def decay(weights):
    return weights * 0.9


weights = jnp.ones(3)
decayed = decay(weights)
print(decayed / weights)  # expect: JXM020 col 17
