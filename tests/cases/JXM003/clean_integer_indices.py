import jax
import jax.numpy as jnp


@jax.jit
def top_and_first(x):
    best = jnp.argmax(x)
    idx = jnp.array([0, 2])
    return x[best], x[idx], x.at[idx].set(0.0)


top_and_first(jnp.array([1.0, 5.0, 3.0]))
