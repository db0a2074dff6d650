# an equinox module handed to eqx.filter_jit: its array fields are tracers there, so a Python
# if on one raises
import equinox as eqx
import jax
import jax.numpy as jnp


class Counter(eqx.Module):
    total: jax.Array
    steps: jax.Array


@eqx.filter_jit
def mean(counter):
    if counter.steps > 0:  # expect: JXM002 col 8
        return counter.total / counter.steps
    return jnp.zeros(())


mean(Counter(jnp.array(6.0), jnp.array(3)))
