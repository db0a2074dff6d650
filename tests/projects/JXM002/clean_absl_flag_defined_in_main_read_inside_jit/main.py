import sys

import jax.numpy as jnp
from absl import flags

import model

flags.DEFINE_bool("use_dropout", True, "Scale activations as dropout would.")
FLAGS = flags.FLAGS

if __name__ == "__main__":
    FLAGS(sys.argv)
    print(model.train(jnp.ones(3), [jnp.ones((2, 3))] * 2))
