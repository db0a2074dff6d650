# An absl string flag: jit refuses a string, so the program keeps it out of the trace and
# branches on it in Python
import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS
flags.DEFINE_string("mode", "train", "train or eval")


@jax.jit
def step(x, scale):
    return x * scale


FLAGS(["train"])
if FLAGS.mode == "train":
    step(jnp.ones(3), 2.0)
