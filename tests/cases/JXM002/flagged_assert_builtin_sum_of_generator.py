# Python's sum() of jax.numpy results is an array, and inside jit a traced one (even of constants)
import jax
import jax.numpy as jnp


@jax.jit
def ensemble_mean(x):
    total = sum(jnp.tanh(x * scale) for scale in (0.5, 1.0, 2.0))
    assert total.sum() > 0, "ensemble collapsed"  # expect: JXM002 col 12
    return total / 3


ensemble_mean(jnp.ones(4))
