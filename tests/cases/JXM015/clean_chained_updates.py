# Chained updates: each inner .set feeds the next one, and the chain is assigned
import jax
import jax.numpy as jnp


@jax.jit
def boundary(u):
    u = u.at[0].set(0.0).at[-1].set(0.0)
    return u


print(boundary(jnp.ones(5)), jnp.zeros(3).at[0].set(1.0).at[1].min(-1.0))
