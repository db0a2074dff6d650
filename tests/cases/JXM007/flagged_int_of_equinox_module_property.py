# an equinox module's property computed from an array field, read on the module under
# jax.jit: int() of it asks a tracer for its value
import equinox as eqx
import jax
import jax.numpy as jnp


class Buffer(eqx.Module):
    data: jax.Array
    count: jax.Array

    @property
    def free(self):
        return self.data.shape[0] - self.count


@jax.jit
def last_free(buffer):
    slots = int(buffer.free)  # expect: JXM007 col 13
    return buffer.data[-slots:]


last_free(Buffer(jnp.zeros(8), jnp.array(3)))
