# A NamedTuple of Python values hashes: a fine static argument.
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Settings(NamedTuple):
    sizes: tuple
    step: int


@partial(jax.jit, static_argnums=(0,))
def scale(settings, x):
    return x * settings.step + len(settings.sizes)


print(scale(Settings((1, 2), 3), jnp.ones(3)))
