# Updates that are returned, from a function or a lambda, are not discarded
import jax
import jax.numpy as jnp


@jax.jit
def set_first(x, v):
    return x.at[0].set(v)


bump = lambda x, i: x.at[i].add(1)
print(set_first(jnp.zeros(3), 2.0), bump(jnp.zeros(3), 1))
