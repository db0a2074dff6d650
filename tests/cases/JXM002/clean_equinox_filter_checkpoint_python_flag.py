import equinox as eqx
import jax.numpy as jnp


@eqx.filter_checkpoint
def scaled(x, double):
    # filter_checkpoint stages array leaves only: double stays the Python bool.
    if double:
        x = x * 2
    return x


print(scaled(jnp.arange(4.0), True))
