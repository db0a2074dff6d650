# A mode string handed by keyword to a step jitted with jax.jit(step).
import jax
import jax.numpy as jnp


def step(params, x, mode):
    scale = 0.5 if mode == "eval" else 1.0
    return params * x * scale


step_jit = jax.jit(step)
print(step_jit(2.0, jnp.ones(3), mode="train"))  # expect: JXM022 col 39
