# the new import first, the removed spelling as the fallback for old JAX (distrax 0.1.9 shape)
import jax
import jax.numpy as jnp

try:
    from jax.extend import linear_util as lu  # jax >= 0.4.16
except ImportError:
    from jax import linear_util as lu

try:
    tree_map = jax.tree_util.tree_map
except AttributeError:
    tree_map = jax.tree_map

print(lu.WrappedFun.__name__, tree_map(jnp.negative, {"a": jnp.ones(2)}))
