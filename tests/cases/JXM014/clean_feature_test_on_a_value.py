# a feature test on a value picks the new method; the removed helper is the old-JAX branch (equinox 0.13.8 shape)
import jax
import jax.numpy as jnp


def tangent_aval(x):
    aval = jax.core.ShapedArray(jnp.shape(x), jnp.result_type(x))
    if hasattr(aval, "to_tangent_aval"):
        return aval.to_tangent_aval()
    else:
        return jax.core.raise_to_shaped(aval)


print(tangent_aval(jnp.ones(3)))
