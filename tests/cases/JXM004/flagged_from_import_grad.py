from jax import grad
import jax.numpy as jnp

x = jnp.array([[1.0, 2.0], [3.0, 4.0]])
dx = grad(lambda m: m.T @ m)(x)  # expect: JXM004 col 6
