import jax
import jax.numpy as jnp


@jax.jit
def in_open_unit(p):
    if 0 < p < 1:  # expect: JXM002 col 8
        return jnp.log(p)
    return jnp.zeros(())


in_open_unit(0.5)
