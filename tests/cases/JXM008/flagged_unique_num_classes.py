# jnp.unique(labels) to count classes inside a jitted loss (shape of https://github.com/pyro-ppl/numpyro/issues/853).
import jax
import jax.numpy as jnp


@jax.jit
def class_balanced_loss(logits, labels):
    classes = jnp.unique(labels)  # expect: JXM008 col 15
    weights = 1.0 / classes.shape[0]
    return weights * jnp.mean((logits - labels) ** 2)


class_balanced_loss(jnp.ones(4), jnp.array([0.0, 1.0, 1.0, 2.0]))
