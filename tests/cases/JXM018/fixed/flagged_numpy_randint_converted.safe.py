# jax-ml/jax#424 as a notebook writes it: integer data drawn with NumPy, converted with jnp.array
import jax
import jax.numpy as jnp
import numpy as np


def f(x):
    return jnp.sum(jnp.tanh(x))


labels = np.random.randint(0, 10, size=(3,))
print(jax.grad(f)(jnp.array(labels, dtype=float)))  # expect: JXM018 col 19
