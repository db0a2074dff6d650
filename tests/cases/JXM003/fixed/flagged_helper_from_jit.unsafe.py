import jax
import jax.numpy as jnp


def positive_part(v):
    return jnp.where(v > 0, v, 0)  # expect: JXM003 col 14


@jax.jit
def loss(w):
    return jnp.sum(positive_part(w - 1.0) ** 2)


loss(jnp.array([0.5, 2.0]))
