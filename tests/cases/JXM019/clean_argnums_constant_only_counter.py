# argnums from a module constant names only the scale; the while_loop's carry does not depend on it.
import jax
import jax.numpy as jnp
from jax import lax

WRT = 1


def count_then_scale(n, scale):
    count = lax.while_loop(lambda c: c < n, lambda c: c + 1, 0)
    return scale * count


print(jax.grad(count_then_scale, argnums=WRT)(3, 2.0))
