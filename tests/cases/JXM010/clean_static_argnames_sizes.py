# sizes declared static with partial(jax.jit, static_argnames=...): jnp.zeros, jax.random shapes, one_hot, arange all fine
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n", "num_classes"))
def make(key, labels, n, num_classes):
    noise = jax.random.normal(key, (n, 2))
    onehot = jax.nn.one_hot(labels, num_classes)
    return noise.sum() + onehot.sum() + jnp.zeros(n).sum() + jnp.arange(n).sum()


make(jax.random.PRNGKey(0), jnp.array([0, 1]), n=3, num_classes=4)
