# The instance arrives as an annotated parameter.
from functools import partial

import jax
import jax.numpy as jnp


class Integrator:
    def __init__(self, dt):
        self.dt = dt

    @partial(jax.jit, donate_argnums=1, static_argnums=0)  # expect: JXM022 col 6
    def advance(self, state):
        return state + self.dt


def run(integrator: Integrator, state):
    return integrator.advance(state)


print(run(Integrator(0.1), jnp.zeros(2)))
