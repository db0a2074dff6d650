import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS


@jax.jit
def train_step(params, batch):
    logits = batch @ params
    if FLAGS.use_dropout:  # read at trace time: a Python bool, not a traced argument
        logits = logits * 0.9
    return params - 0.1 * jnp.mean(logits)


def train(params, batches):
    for batch in batches:
        params = train_step(params, batch)
    return params
