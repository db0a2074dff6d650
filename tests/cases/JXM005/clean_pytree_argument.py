import jax
import jax.numpy as jnp

params = {"w": jnp.ones((5, 3)), "b": jnp.zeros(5)}
xs = jnp.ones((5, 3))
out = jax.vmap(lambda p, x: p["w"] @ x + p["b"])(params, xs)
