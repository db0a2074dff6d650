# float() on a jnp.exp(...) result passed to a helper inside jit (https://github.com/blackjax-devs/blackjax/issues/1029).
import jax
import jax.numpy as jnp


def apply_length_floor(trajectory_length, step_size):
    return jnp.maximum(trajectory_length, 3 * step_size)


@jax.jit
def run(log_step_size, trajectory_length):
    step_size = jnp.exp(log_step_size)
    return apply_length_floor(trajectory_length, float(step_size))  # expect: JXM007 col 50


run(jnp.float32(-1.0), jnp.float32(0.5))
