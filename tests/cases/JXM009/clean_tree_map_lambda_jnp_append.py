# The twin of flagged_tree_map_lambda_numpy_append (tinygp#85's fix, jax.numpy inside the traced
# function), and np.append mapped over a tree of NumPy arrays outside any trace.
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def to_general(X2):
    return jax.tree_util.tree_map(lambda x: jnp.append(x[0], x[:-1]), X2)


print(to_general(jnp.arange(5.0)))
print(jax.tree_util.tree_map(lambda x: np.append(x[0], x[:-1]), {"a": np.arange(5.0)}))
