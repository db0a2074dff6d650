# jnp.unique_values of a static tuple inside jit: jnp.asarray(...) in a staged function is a tracer.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def one_hot_labels(x, labels):
    vocab = jnp.unique_values(jnp.asarray(labels))  # expect: JXM008 col 13
    return x[:, None] == vocab[None, :]


one_hot_labels(jnp.array([1, 2]), (1, 2, 2))
