import warnings

import jax
import jax.numpy as jnp

warnings.simplefilter("ignore")  # "Some donated buffers were not usable": nothing is deleted


def norm(x):
    return jnp.sqrt(jnp.sum(x**2))


norm_donating = jax.jit(norm, donate_argnums=0)
x = jnp.ones(3)
n = norm_donating(x)
print(n, x)
