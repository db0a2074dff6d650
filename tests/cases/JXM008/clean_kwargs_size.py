# size= passed through **kwargs: the linter cannot see it, so it must stay silent.
import jax
import jax.numpy as jnp

OPTS = {"size": 4, "fill_value": 0}


@jax.jit
def active(a):
    return jnp.nonzero(a, **OPTS)[0]


active(jnp.array([0, 3, 0, 5]))
