# vmap with in_axes=None: the unmapped arguments stay Python/concrete values, so range() and float() run.
import jax
import jax.numpy as jnp


def poly(x, degree, scale):
    out = jnp.zeros_like(x)
    for k in range(degree):
        out = out + float(scale) * x ** k
    return out


jax.vmap(poly, in_axes=(0, None, None))(jnp.arange(3.0), 3, jnp.float32(0.5))
