# A staged parameter annotated bool: whatever its callers pass, jit traces the Python bool
import jax
import jax.numpy as jnp


@jax.jit
def train_step(params, batch, training: bool):
    logits = batch @ params
    if training:  # expect: JXM002 col 8
        logits = logits * 0.9
    return jnp.mean(logits ** 2)


def fit(params, batches, training):
    return [train_step(params, b, training) for b in batches]


fit(jnp.ones(3), [jnp.ones((2, 3))], True)
