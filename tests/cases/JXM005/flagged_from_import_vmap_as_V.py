from jax import vmap as V
import jax.numpy as jnp

xs = jnp.linspace(0.0, 1.0, 10)
ys = jnp.ones(12)
out = V(lambda x, y: x * y)(xs, ys)  # expect: JXM005 col 7
