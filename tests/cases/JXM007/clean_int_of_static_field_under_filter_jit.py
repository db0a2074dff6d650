# eqx.filter_jit keeps a module's non-array fields static: int() of a Python int field (and
# of a property computed from one) runs while tracing
import equinox as eqx
import jax
import jax.numpy as jnp


class Buffer(eqx.Module):
    data: jax.Array
    capacity: int = eqx.field(static=True)

    @property
    def half(self):
        return self.capacity // 2


@eqx.filter_jit
def first_half(buffer):
    return buffer.data[: int(buffer.half)] * int(buffer.capacity)


print(first_half(Buffer(jnp.arange(8.0), 8)))
