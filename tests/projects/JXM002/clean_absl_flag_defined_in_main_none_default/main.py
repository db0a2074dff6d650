import sys

import jax.numpy as jnp
from absl import flags

import model

# No default: left off the command line, the flag holds None, which jit does not trace
flags.DEFINE_bool("use_dropout", None, "Scale activations as dropout would.")
FLAGS = flags.FLAGS

if __name__ == "__main__":
    FLAGS(sys.argv)
    print(model.train(jnp.ones(3), [jnp.ones((2, 3))] * 2))
