import sys

import jax.numpy as jnp
from absl import flags

import model

# The program's flags are defined where it starts; model.py reads them through flags.FLAGS
flags.DEFINE_bool("use_dropout", True, "Scale activations as dropout would.")
flags.DEFINE_integer("steps", 2, "Training steps.")
FLAGS = flags.FLAGS

if __name__ == "__main__":
    FLAGS(sys.argv)
    print(model.train(jnp.ones(3), [jnp.ones((2, 3))] * FLAGS.steps))
