# Clipping each leaf through .at[mask] under jit, the leaves taken with jax.tree.leaves.
import jax
import jax.numpy as jnp


@jax.jit
def clipped_leaves(grads):
    out = []
    for g in jax.tree.leaves(grads):
        out.append(jnp.where(jnp.abs(g) > 1.0, 1.0, g))  # expect: JXM003 col 25
    return out


clipped_leaves({"w": jnp.full((3, 2), 2.0), "b": jnp.zeros(2)})
