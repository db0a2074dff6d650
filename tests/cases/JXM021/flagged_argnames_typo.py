from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="num_step")  # expect: JXM021 col 35
def rollout(x, num_steps):
    return x * num_steps


print(rollout(jnp.ones(3), num_steps=4))
