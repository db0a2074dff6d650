# .tolist() on a traced array (https://github.com/jax-ml/jax/pull/15057).
import jax
import jax.numpy as jnp


@jax.jit
def top_indices(scores):
    order = jnp.argsort(-scores)
    return order[:2].tolist()  # expect: JXM007 col 12


top_indices(jnp.array([0.1, 0.7, 0.2]))
