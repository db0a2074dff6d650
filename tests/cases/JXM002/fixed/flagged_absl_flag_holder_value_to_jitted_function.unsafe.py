# The FlagHolder an absl definition returns: its .value is the Python int the flag holds
import jax
import jax.numpy as jnp
from absl import flags

_WARMUP = flags.DEFINE_integer("warmup", 10, "warmup steps")


@jax.jit
def schedule(step, warmup):
    return jnp.where(warmup > 0, jnp.minimum(1.0, step / warmup), jnp.ones(()))  # expect: JXM002 col 8


flags.FLAGS(["train"])
schedule(jnp.array(3), _WARMUP.value)
