import jax as J
import jax.numpy as jnp


@J.jit
def clip_negative(x):
    return x.at[x < 0].set(0.0)  # expect: JXM003 col 17


clip_negative(jnp.array([-1.0, 2.0]))
