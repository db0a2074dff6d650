import jax
import numpy as np


def scale(x):
    return x * 2.0


scale_in_place = jax.jit(scale, donate_argnums=0)
host = np.ones(3, dtype=np.float32)
y = scale_in_place(host)
print(y, host.sum())
rate = 0.5
z = scale_in_place(rate)
print(z, rate)
