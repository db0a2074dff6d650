# Lookalike: a config dict holding a Python list of floats, next to JAX arrays, is edited in place.
import jax.numpy as jnp

config = {"widths": [0.5, 1.0, 2.0], "scale": jnp.ones(3)}
config["widths"][0] = 0.25
print(config["widths"], config["scale"])
