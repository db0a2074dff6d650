# A fixed-point iteration with an iteration counter in the carry, under value_and_grad.
import jax
import jax.numpy as jnp
from jax import lax


def fixed_point(theta):
    def cond(state):
        z, i = state
        return (i < 100) & (jnp.abs(jnp.cos(theta * z) - z) > 1e-5)

    def body(state):
        z, i = state
        return jnp.cos(theta * z), i + 1

    z, _ = lax.while_loop(cond, body, (theta, 0))  # expect: JXM019 col 12
    return z


value, slope = jax.value_and_grad(fixed_point)(0.5)
print(value, slope)
