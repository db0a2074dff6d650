# A sign function whose branches return an int and a float.
import jax
import jax.numpy as jnp


@jax.jit
def sign(x):
    return jax.lax.cond(x > 0, lambda: 1, lambda: -1.0)  # expect: JXM024 col 43


print(sign(jnp.float32(3.0)))
