from jax import grad, jit
import jax.numpy as np


def f(x):
    return np.sin(x) * 2


df = jit(grad(f))
print(df(0.5))
