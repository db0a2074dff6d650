import jax
import jax.numpy as jnp

from model import scale


@jax.jit
def step(xs, flip):
    return jax.vmap(scale, in_axes=(0, None))(xs, flip)


print(step(jnp.ones((4, 3)), True))
