# removed names inside strings, comments and docstrings are not code
import warnings

import jax


def migrate_note():
    """jax.tree_map and jax.ops.index_update were removed; see jax.tree_util."""
    # old: x = jax.ops.index_update(x, i, v)
    return "jax.random.KeyArray -> jax.Array"


with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(migrate_note(), jax.__version__ != "")
