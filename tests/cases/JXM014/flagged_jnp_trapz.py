# jnp.trapz for an arc-length integral: https://github.com/kirkegaardlab/deeptangle/pull/15
import jax.numpy as jnp

t = jnp.linspace(0.0, 1.0, 11)
speed = jnp.sqrt(1.0 + (2.0 * t) ** 2)
length = jnp.trapz(speed, t)  # expect: JXM014 col 10
print(length)
