# Shape 3: a parameter with a default is traced when a call through jit passes it explicitly.
import jax
import jax.numpy as jnp


def normalize(x, center=False):
    if center:  # expect: JXM002 col 8
        x = x - x.mean()
    return x / jnp.linalg.norm(x)


print(jax.jit(normalize)(jnp.array([1.0, 2.0, 3.0]), True))
