import jax.numpy as jnp
from jax import lax


def keep_going(state):
    i, err = state
    return (i < 10) & (err > 1e-3)


final = lax.while_loop(keep_going, lambda s: (s[0] + 1, s[1] / 2), (0, jnp.float32(1.0)))
