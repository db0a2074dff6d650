# The same helper jitted with integer labels: its integer branch runs under the trace, and
# labels.max() + 1 is a tracer where one_hot needs a number of classes.
import jax
import jax.numpy as jnp


def class_means(x, labels):
    if jnp.issubdtype(labels.dtype, jnp.integer):
        labels = jax.nn.one_hot(labels, labels.max() + 1)  # expect: JXM010 col 18
    return jnp.einsum("nc,nd->cd", labels, x) / labels.sum(0)[:, None]


@jax.jit
def loss(x, y):
    return class_means(x, y).sum()


print(loss(jnp.arange(12.0).reshape(6, 2), jnp.array([0, 1, 2, 0, 1, 2])))
