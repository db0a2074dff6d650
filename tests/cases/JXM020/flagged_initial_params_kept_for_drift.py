import jax
import jax.numpy as jnp


def train(params, steps):
    step = jax.jit(lambda w: w * 0.9, donate_argnums=0)
    initial = params
    for _ in range(steps):
        params = step(params)
    drift = jnp.linalg.norm(params - initial)  # expect: JXM020 col 38
    return params, drift


train(jnp.ones(3), 3)
