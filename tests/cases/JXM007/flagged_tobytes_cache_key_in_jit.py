# A lookup keyed by the array's bytes works eagerly; inside jit the array is a tracer with no bytes to give
import jax
import jax.numpy as jnp

KNOWN_INPUTS = {jnp.arange(3.0).tobytes()}


@jax.jit
def normalized(x):
    if_known = x.tobytes() in KNOWN_INPUTS  # expect: JXM007 col 16
    return x / jnp.linalg.norm(x)


print(normalized(jnp.arange(3.0)))
