# A helper that takes labels or their one-hot encoding counts the classes only in its integer
# branch (ColabDesign's get_stats); the jitted loss hands it a one-hot, so no trace runs
# that branch: jnp.issubdtype reads the dtype, which a tracer has.
import jax
import jax.numpy as jnp


def class_means(x, labels=None):
    if labels is not None:
        if jnp.issubdtype(labels.dtype, jnp.integer):
            labels = jax.nn.one_hot(labels, labels.max() + 1)
        return jnp.einsum("nc,nd->cd", labels, x) / labels.sum(0)[:, None]
    return x.mean(0, keepdims=True)


@jax.jit
def loss(x, y):
    return class_means(x, labels=jax.nn.one_hot(y, 3)).sum()


print(loss(jnp.arange(12.0).reshape(6, 2), jnp.array([0, 1, 2, 0, 1, 2])))
