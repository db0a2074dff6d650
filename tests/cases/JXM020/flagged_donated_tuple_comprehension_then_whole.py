import jax
import jax.numpy as jnp


def scale(arrays, factor):
    return [a * factor for a in arrays]


arrays = (jnp.zeros(4), jnp.zeros((2, 2)))
step = jax.jit(scale, donate_argnums=(0,))
out = step(arrays, 2.0)
print(jax.tree.map(jnp.sum, arrays))  # expect: JXM020 col 29
