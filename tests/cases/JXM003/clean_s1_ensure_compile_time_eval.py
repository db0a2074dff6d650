# Shape 1 trap: inside jax.ensure_compile_time_eval() jax.numpy runs eagerly, so the mask is concrete.
import jax
import jax.numpy as jnp


@jax.jit
def first_half(x):
    with jax.ensure_compile_time_eval():
        mask = jnp.arange(x.shape[0]) < x.shape[0] // 2
    return x[mask]


print(first_half(jnp.arange(6.0)))
