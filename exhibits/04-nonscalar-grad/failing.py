import jax
import jax.numpy as jnp

g = jax.grad(lambda x: x * 2.0)(jnp.ones(3))
