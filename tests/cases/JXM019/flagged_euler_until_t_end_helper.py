# An ODE integrated with Euler steps until t reaches t_end, in a helper the loss calls.
import jax
import jax.numpy as jnp
from jax import lax


def integrate(rate, y0, t_end, dt=0.01):
    def not_done(state):
        t, y = state
        return t < t_end

    def euler(state):
        t, y = state
        return t + dt, y - dt * rate * y

    _, y = lax.while_loop(not_done, euler, (0.0, y0))  # expect: JXM019 col 12
    return y


def loss(rate):
    return (integrate(rate, 1.0, 1.0) - 0.5) ** 2


print(jax.grad(loss)(0.7))
