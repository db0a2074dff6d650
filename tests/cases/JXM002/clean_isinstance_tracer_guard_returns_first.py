import jax
import jax.numpy as jnp


def rescale_noise(noise, text_noise, guidance_rescale):
    std_text = jnp.std(text_noise)
    std_noise = jnp.std(noise)
    rescaled = noise * (std_text / std_noise)
    return guidance_rescale * rescaled + (1 - guidance_rescale) * noise


def maybe_rescale(noise, text_noise, scale):
    # A traced scale goes through lax.cond; a Python scale is tested in Python.
    if isinstance(scale, jax.core.Tracer):
        return jax.lax.cond(
            scale > 0,
            lambda: rescale_noise(noise, text_noise, scale),
            lambda: noise,
        )
    if scale > 0:
        return rescale_noise(noise, text_noise, scale)
    return noise


@jax.jit
def guided(noise, text_noise, scale):
    return maybe_rescale(noise, text_noise, scale)


noise = jnp.linspace(-1.0, 1.0, 8)
print(guided(noise, 2 * noise, 0.7))
print(maybe_rescale(noise, 2 * noise, 0.0))
