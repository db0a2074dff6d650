# lax.scan's length sets how many steps the compiled loop runs: a jitted argument cannot give it
import jax
import jax.numpy as jnp


def step(carry, _):
    position, velocity = carry
    return (position + 0.1 * velocity, velocity * 0.99), position


@jax.jit
def simulate(num_steps, velocity):
    init = (jnp.zeros(()), velocity)
    _, path = jax.lax.scan(step, init, None, length=num_steps)  # expect: JXM010 col 15
    return path


simulate(10, 1.0)
