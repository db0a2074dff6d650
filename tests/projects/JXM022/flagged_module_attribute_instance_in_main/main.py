import jax.numpy as jnp

import pkg.model as m


def run(steps):
    smoother = m.Smoother(0.5)
    x = jnp.arange(4.0)
    for _ in range(steps):
        x = smoother.smooth(x, 1)
    return x


print(run(3))
