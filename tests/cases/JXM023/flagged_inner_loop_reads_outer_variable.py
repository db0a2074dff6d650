import jax
import jax.numpy as jnp


def sweep(x):
    for scale in (1.0, 2.0):
        for _ in range(3):
            x = jax.jit(lambda v: v * scale)(x)  # expect: JXM023 col 17
    return x


print(sweep(jnp.ones(3)))
