import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def repeat(x, times, training):
    # filter_jit keeps Python numbers and bools Python values: branching on them is fine.
    if training and times > 1:
        for _ in range(times):
            x = x * 0.5
    return x


print(repeat(jnp.arange(4.0), 3, True))
