import jax
import jax.numpy as jnp


@jax.jit
def clip_negative(x):
    x = jnp.where(x < 0, 0.0, x)
    return x.at[0].set(1.0)


clip_negative(jnp.array([-1.0, 2.0]))
