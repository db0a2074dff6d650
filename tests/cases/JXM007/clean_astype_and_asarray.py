# The traced-safe spellings: x.astype(float), jnp.asarray(LIST)[i], round(x), jnp.sqrt.
import jax
import jax.numpy as jnp

COEFFS = [1.0, 2.0, 3.0]


@jax.jit
def f(x, i):
    y = x.astype(float) * 2
    c = jnp.asarray(COEFFS)[i]
    return jnp.sqrt(y) * c + round(x)


f(jnp.float32(4.0), 1)
