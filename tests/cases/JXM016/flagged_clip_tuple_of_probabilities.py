# Probabilities clipped away from 0 and 1 before taking logs.
import jax.numpy as jnp

probs = (0.0, 0.25, 1.0)
eps = 1e-6
safe = jnp.clip(probs, eps, 1 - eps)  # expect: JXM016 col 17
print(jnp.log(safe))
