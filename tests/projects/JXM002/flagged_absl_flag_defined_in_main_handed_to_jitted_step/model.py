import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS


@jax.jit
def train_step(params, batch, use_dropout):
    logits = batch @ params
    if use_dropout:  # expect: JXM002 col 8
        logits = logits * 0.9
    return params - 0.1 * jnp.mean(logits)


def train(params, batches):
    # FLAGS.use_dropout is main.py's bool flag: a Python bool, which jit traces
    for batch in batches:
        params = train_step(params, batch, FLAGS.use_dropout)
    return params
