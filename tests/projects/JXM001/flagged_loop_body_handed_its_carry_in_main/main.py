import jax.numpy as jnp
from jax import lax

from model import fill

print(lax.fori_loop(0, 3, fill, jnp.zeros(3)))
