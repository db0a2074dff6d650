# The absl flag reaches a static argument of the jitted function: a Python bool there
import functools

import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS
flags.DEFINE_bool("training", True, "train or evaluate")


@functools.partial(jax.jit, static_argnames="training")
def step(x, training):
    if training:
        return x * 2
    return x


FLAGS(["train"])
step(jnp.ones(3), training=FLAGS.training)
