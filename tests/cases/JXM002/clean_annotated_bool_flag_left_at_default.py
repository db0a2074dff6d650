# A bool-annotated flag with a default no call of the jitted function passes: a Python bool
import jax
import jax.numpy as jnp


@jax.jit
def predict(params, batch, training: bool = False):
    logits = batch @ params
    if training:
        logits = logits * 0.9
    return logits


predict(jnp.ones(3), jnp.ones((2, 3)))
