# under vmap an argument with in_axes=None is not batched: printing it shows the concrete values
import jax
import jax.numpy as jnp


def score(example, weights):
    print("weights", weights)
    return jnp.dot(example, weights)


batched = jax.vmap(score, in_axes=(0, None))
batched(jnp.ones((5, 3)), jnp.array([0.1, 0.2, 0.3]))
