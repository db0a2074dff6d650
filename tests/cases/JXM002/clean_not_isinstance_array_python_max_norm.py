import jax
import jax.numpy as jnp


@jax.jit
def clip_grads(grads, max_norm):
    norm = jnp.sqrt(sum(jnp.sum(g**2) for g in jax.tree_util.tree_leaves(grads)))
    # A Python max_norm of 0 or less turns clipping off.
    limit = max_norm if isinstance(max_norm, jax.Array) else (max_norm if max_norm > 0 else jnp.inf)
    factor = jnp.minimum(1.0, limit / (norm + 1e-6))
    return jax.tree_util.tree_map(lambda g: g * factor, grads)


grads = {"w": jnp.ones((3, 2)), "b": jnp.ones(2)}
print(clip_grads(grads, 0.5))
print(clip_grads(grads, jnp.float32(0.0)))
