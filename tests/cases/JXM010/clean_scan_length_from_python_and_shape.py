# scan lengths from a Python int, a module constant or an array's shape are static under jit
import jax
import jax.numpy as jnp

HORIZON = 5


def step(carry, _):
    return carry * 0.9, carry


@jax.jit
def rollouts(x, xs):
    _, a = jax.lax.scan(step, x, None, length=HORIZON)
    _, b = jax.lax.scan(step, x, None, length=xs.shape[0])
    _, c = jax.lax.scan(step, x, None, 3, unroll=2)
    return a, b, c


print(rollouts(1.0, jnp.zeros(4)))
