# The FlagHolder an absl definition returns: its .value is the Python int the flag holds
import jax
import jax.numpy as jnp
from absl import flags

_WARMUP = flags.DEFINE_integer("warmup", 10, "warmup steps")


@jax.jit
def schedule(step, warmup):
    if warmup > 0:  # expect: JXM002 col 8
        return jnp.minimum(1.0, step / warmup)
    return jnp.ones(())


flags.FLAGS(["train"])
schedule(jnp.array(3), _WARMUP.value)
