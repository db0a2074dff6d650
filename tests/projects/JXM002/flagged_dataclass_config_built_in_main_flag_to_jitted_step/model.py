import jax
import jax.numpy as jnp


@jax.jit
def train_step(params, batch, use_dropout):
    logits = batch @ params
    if use_dropout:  # expect: JXM002 col 8
        logits = logits * 0.9
    return params - 0.1 * jnp.mean(logits)
