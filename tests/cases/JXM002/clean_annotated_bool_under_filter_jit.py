# equinox's filter_jit keeps a bool-annotated flag a Python bool
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def train_step(params, batch, training: bool):
    logits = batch @ params
    if training:
        logits = logits * 0.9
    return jnp.mean(logits ** 2)


train_step(jnp.ones(3), jnp.ones((2, 3)), True)
