# jax-ml/jax#424 as a notebook writes it: a start point filled with the int 2, or shaped like int labels
import jax
import jax.numpy as jnp
import numpy as np


def f(x):
    return jnp.sum(x ** 2)


labels = jnp.arange(3)
start = np.full(3, 2) + jnp.zeros_like(labels)
print(jax.grad(f)(start))  # expect: JXM018 col 19
