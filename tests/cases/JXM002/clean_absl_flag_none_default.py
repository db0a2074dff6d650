# An absl bool flag with a None default is None when the command line leaves it out: jit
# hands None on as it is, and the branch runs on Python's None
import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS
flags.DEFINE_bool("training", None, "train or evaluate")


@jax.jit
def step(x, training):
    if training:
        return x * 2
    return x


FLAGS(["train"])
step(jnp.ones(3), FLAGS.training)
