# An implicit Euler integrator: each scan step solves for the next state with a Newton
# while_loop, and grad of the final state reaches that loop through the scan.
import jax
import jax.numpy as jnp
from jax import lax


def simulate(k, y0, dt=0.1, steps=5):
    def step(y, _):
        def newton(state):
            z, _ = state
            f = z - y + dt * k * z ** 3
            return z - f / (1.0 + 3.0 * dt * k * z ** 2), jnp.abs(f)

        z, _ = lax.while_loop(lambda state: state[1] > 1e-6, newton, (y, jnp.inf))  # expect: JXM019 col 16
        return z, z

    y, _ = lax.scan(step, y0, None, length=steps)
    return y


print(jax.grad(simulate)(0.5, 1.0))
