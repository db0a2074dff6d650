# Shape 5: the closed-over design matrix comes from np.random.randn(10, 3), so the residual has shape (10,).
import jax
import numpy as np

X = np.random.randn(10, 3)
y = np.random.randn(10)


def residual(w):
    return X @ w - y


g = jax.grad(residual)(np.zeros(3))  # expect: JXM004 col 5
