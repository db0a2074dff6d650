import jax.numpy as jnp

x, history = jnp.zeros(2), [0.0, 0.0]
history[0] = float(x.sum())
