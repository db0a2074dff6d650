import jax.numpy as jnp


def dense(w, x):
    y = jnp.dot(x, w)
    print("dense output", y)  # expect: JXM011 col 5
    return y
