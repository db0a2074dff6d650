# The weights and an integer offset handed to value_and_grad as one tuple written in the call.
import jax
import jax.numpy as jnp


def model(params, x):
    w, offset = params
    return jnp.sum(w * x) + offset


value, grads = jax.value_and_grad(model)((jnp.ones(3), 1), jnp.arange(3.0))  # expect: JXM018 col 42
