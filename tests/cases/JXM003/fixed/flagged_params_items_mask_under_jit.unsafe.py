# Pruning each parameter by a mask, over params.items() under jit: each leaf is a tracer.
import jax
import jax.numpy as jnp


@jax.jit
def positive_entries(params):
    kept = {}
    for name, p in params.items():
        kept[name] = jnp.where(p > 0, p, 0)  # expect: JXM003 col 24
    return kept


positive_entries({"w": jnp.ones((3, 2)), "b": -jnp.ones(2)})
