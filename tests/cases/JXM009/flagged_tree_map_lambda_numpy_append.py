# tinygp#85 (https://github.com/dfm/tinygp/issues/85): a jitted function maps
# np.append over the leaves of its traced argument; each leaf is a tracer, which np.append
# converts.
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def to_general(X2):
    return jax.tree_util.tree_map(lambda x: np.append(x[0], x[:-1]), X2)  # expect: JXM009 col 45


to_general(jnp.arange(5.0))
