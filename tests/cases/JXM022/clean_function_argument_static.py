# The function is marked static: jit hashes it into the cache key and never traces it.
from functools import partial

import jax
import jax.numpy as jnp


def dxdt(t, x):
    return -x**2


@partial(jax.jit, static_argnums=0)
def integrator(f, t, x, dt):
    return x + f(t, x) * dt


@partial(jax.jit, static_argnames="f")
def integrator_named(f, t, x, dt):
    return x + f(t, x) * dt


print(integrator(dxdt, 0.0, jnp.ones(2), 0.1))
print(integrator_named(dxdt, 0.0, jnp.ones(2), 0.1))
print(integrator_named(f=dxdt, t=0.0, x=jnp.ones(2), dt=0.1))
