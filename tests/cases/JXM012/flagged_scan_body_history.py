# a lax.scan step appends its carry to an outer Python list instead of returning it as ys
import jax
import jax.numpy as jnp

history = []


def step(carry, x):
    carry = 0.9 * carry + x
    history.append(carry)  # expect: JXM012 col 5
    return carry, None


final, _ = jax.lax.scan(step, 0.0, jnp.arange(5.0))
trajectory = jnp.stack(history)
