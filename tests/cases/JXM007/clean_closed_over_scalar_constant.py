# A module-level concrete JAX scalar read directly inside jit is not a tracer, so float() of it runs.
import jax
import jax.numpy as jnp

TEMPERATURE = jnp.float32(2.0)


@jax.jit
def softmax_t(logits):
    t = float(TEMPERATURE)
    return jax.nn.softmax(logits / t)


softmax_t(jnp.arange(3.0))
