# The trip count is computed from the data inside jit(grad(...)).
import jax
import jax.numpy as jnp
from jax import lax


def smooth(x):
    n = jnp.sum(x > 0.5)
    y = lax.fori_loop(0, n, lambda i, y: 0.5 * (y + jnp.roll(y, 1)), x)  # expect: JXM019 col 9
    return jnp.sum(y**2)


grad_smooth = jax.jit(jax.grad(smooth))
print(grad_smooth(jnp.linspace(0.0, 1.0, 8)))
