# a memo dict filled inside a jitted function holds tracers; reusing the cached value later raises
import jax
import jax.numpy as jnp

_cache = {}


@jax.jit
def gram(x):
    g = x @ x.T
    _cache["gram"] = g  # expect: JXM012 col 5
    return jnp.trace(g)


gram(jnp.ones((3, 2)))
eigvals = jnp.linalg.eigvalsh(_cache["gram"])
