import jax.numpy as jnp

from model import Scaler

scaler = Scaler(2.0)
print(scaler.scale(jnp.ones(3)))
