import equinox as eqx
import jax.numpy as jnp


@eqx.filter_checkpoint
def clipped(x, limit):
    if jnp.abs(x).max() > limit:  # expect: JXM002 col 8
        x = jnp.clip(x, -limit, limit)
    return x


print(clipped(jnp.arange(4.0), 2.0))
