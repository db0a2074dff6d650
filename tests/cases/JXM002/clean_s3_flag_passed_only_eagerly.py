# Shape 3 trap: the flag is passed only in an eager call; the jitted call leaves the default in place.
import jax
import jax.numpy as jnp


def normalize(x, center=False):
    if center:
        x = x - x.mean()
    return x / jnp.linalg.norm(x)


x = jnp.array([1.0, 2.0, 3.0])
print(normalize(x, True))
print(jax.jit(normalize)(x))
