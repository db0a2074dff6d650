# x.compress(mask) inside jit raises TracerBoolConversionError (https://github.com/jax-ml/jax/pull/38612, from jax#38603).
import jax
import jax.numpy as jnp


@jax.jit
def positive_part(x):
    return x.compress(x > 0)  # expect: JXM008 col 12


positive_part(jnp.array([-1.0, 2.0, 3.0]))
