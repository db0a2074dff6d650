# An absl bool flag (flags.DEFINE_bool with a bool default) handed to a jitted function:
# parsed or not, FLAGS.training is a Python bool, and jit traces it
import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS
flags.DEFINE_bool("training", True, "train or evaluate")


@jax.jit
def step(x, training):
    if training:  # expect: JXM002 col 8
        return x * 2
    return x


def main():
    FLAGS(["train"])
    return step(jnp.ones(3), FLAGS.training)


main()
