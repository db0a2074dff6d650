# Notebook-style module code: conversions of concrete arrays outside any traced function run.
import math

import jax
import jax.numpy as jnp

x = jnp.arange(5.0)
total = float(jnp.sum(x))
count = int(jnp.int32(3))
pi = float(jnp.pi)
root = math.sqrt(x[2])
values = x.tolist()
first = x[0].item()
for i in range(int(jnp.argmax(x))):
    total += values[i]


@jax.jit
def energy(v):
    return jnp.sum(v ** 2)


print(float(energy(x)), count, pi, root, first, total)
