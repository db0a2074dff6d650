# Shape 5: a scalar parameter times a NumPy grid of 5 points returns shape (5,).
import jax
import numpy as np

xs = np.linspace(0.0, 1.0, 5)


def model(a):
    return a * xs ** 2


print(jax.grad(model)(1.0))  # expect: JXM004 col 7
