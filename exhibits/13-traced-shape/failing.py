import jax
import jax.numpy as jnp


@jax.jit
def pad_to(x, n):
    return jnp.zeros(n).at[: x.shape[0]].set(x)  # n is a tracer under jit: no size to allocate


pad_to(jnp.ones(3), 5)
