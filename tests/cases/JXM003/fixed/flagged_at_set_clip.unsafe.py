import jax as J
import jax.numpy as jnp


@J.jit
def clip_negative(x):
    return jnp.where(x < 0, 0.0, x)  # expect: JXM003 col 17


clip_negative(jnp.array([-1.0, 2.0]))
