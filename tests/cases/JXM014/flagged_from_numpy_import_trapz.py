# `from jax.numpy import trapz`: jnp.trapz was removed in jax 0.4.24 (reported in https://github.com/jax-ml/jax/issues/20410)
import jax.numpy as jnp
from jax.numpy import trapz  # expect: JXM014 col 1


def arc_length(t):
    return trapz(jnp.sqrt(1.0 + jnp.cos(t) ** 2), t)


print(arc_length(jnp.linspace(0.0, 1.0, 11)))
