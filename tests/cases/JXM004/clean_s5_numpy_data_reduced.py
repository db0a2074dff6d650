# Shape 5 trap: the NumPy design matrix feeds a loss reduced with jnp.mean, a scalar.
import jax
import jax.numpy as jnp
import numpy as np

X = np.random.randn(10, 3)
y = np.random.randn(10)


def loss(w):
    return jnp.mean((X @ w - y) ** 2)


print(jax.grad(loss)(np.zeros(3)))
