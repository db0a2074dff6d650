import jax
import jax.numpy as jnp


def dropout(rate, x):
    try:
        if rate < 0 or rate >= 1:  # expect: JXM002 col 12
            raise ValueError("rate must be in [0, 1).")
    except ValueError:
        rate = 0.0
    return x * (1.0 - rate)


print(jax.jit(dropout)(0.25, jnp.ones(3)))
