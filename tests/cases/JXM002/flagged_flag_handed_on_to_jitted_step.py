# A training flag passed by a plain helper to a jitted step: jit traces the Python bool too
import jax
import jax.numpy as jnp


@jax.jit
def step(x, training):
    if training:  # expect: JXM002 col 8
        x = x * 0.5
    return x + 1.0


def run_epoch(xs, training):
    return [step(x, training) for x in xs]


run_epoch([jnp.ones(3), jnp.zeros(3)], True)
