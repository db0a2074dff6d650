# A ref handed through a helper (as Pallas's plgpu.remote_ref(y_ref, device) hands back
# a ref to another device's buffer, JAX's own gpu_pallas_distributed_test): the value a
# call returns from a ref may be a ref, whose .at[...].set(...) stores
# needs: jax 0.10.2 (jax.new_ref is absent from jax 0.4.38)
import jax
import jax.numpy as jnp


def first_half(buffer):
    return buffer.at[0:2]


@jax.jit
def fill(x):
    storage = jax.new_ref(x)
    half = first_half(storage)
    half.at[0].set(9.0)
    return storage[...]


print(fill(jnp.zeros(4)))
