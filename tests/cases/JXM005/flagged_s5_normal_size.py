# Shape 5: np.random.normal(size=...) shapes (100, 2) and (50,) mapped together.
import jax
import jax.numpy as jnp
import numpy as np

xs = np.random.normal(size=(100, 2))
noise = np.random.normal(size=50)


def perturb(x, eps):
    return x + eps * jnp.ones(2)


ys = jax.vmap(perturb)(xs, noise)  # expect: JXM005 col 6
