import jax
import jax.numpy as jnp

jit = jax.jit


@jit
def relu(x):
    return x if x > 0 else 0.0  # expect: JXM002 col 17


relu(jnp.float32(1.0))
