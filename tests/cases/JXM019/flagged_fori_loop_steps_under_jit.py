# The number of integration steps is an argument of a jitted loss: fori_loop gets a traced bound.
import jax
import jax.numpy as jnp
from jax import lax


def simulate(velocity, n_steps):
    def step(i, position):
        return position + 0.1 * velocity

    return lax.fori_loop(0, n_steps, step, jnp.zeros(3))  # expect: JXM019 col 12


@jax.jit
def loss(velocity, n_steps):
    return jnp.sum(simulate(velocity, n_steps) ** 2)


print(jax.grad(loss)(jnp.ones(3), 10))
