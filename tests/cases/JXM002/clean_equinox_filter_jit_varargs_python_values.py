# equinox's filter_jit keeps Python numbers in *args Python values: the branch is fine
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def maybe_negate(x, *flags):
    if flags[0] > 0:
        return x
    return -x


print(maybe_negate(jnp.ones(2), 1))
