import jax
import jax.numpy as jnp

from model import residuals

w = jnp.zeros(4)
print(jax.grad(residuals)(w, jnp.ones(3)))  # expect: JXM004 col 7
