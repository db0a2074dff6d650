import jax
import jax.numpy as jnp

from model import loss

w = jnp.zeros(4)
print(jax.grad(loss)(w, jnp.ones(3)))
