import jax
import jax.numpy as jnp

from model import absolute

jax.config.update("jax_disable_jit", True)  # a debugging session: the jitted def runs as Python

print(absolute(jnp.array([1.0, -0.5])))
