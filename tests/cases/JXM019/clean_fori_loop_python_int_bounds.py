# fori_loop with Python-int bounds lowers to a scan: jit(grad(...)) runs.
import jax
import jax.numpy as jnp
from jax import lax

N_STEPS = 20


def simulate(velocity):
    position = lax.fori_loop(0, N_STEPS, lambda i, p: p + 0.1 * velocity, jnp.zeros(3))
    return jnp.sum(position**2)


print(jax.jit(jax.grad(simulate))(jnp.ones(3)))
