# a vmapped per-example loss appends each loss to an outer list; the list holds one BatchTracer
import jax
import jax.numpy as jnp

per_example = []


def example_loss(w, x, y):
    err = jnp.dot(w, x) - y
    per_example.append(err)  # expect: JXM012 col 5
    return err ** 2


losses = jax.vmap(example_loss, in_axes=(None, 0, 0))(jnp.ones(3), jnp.ones((5, 3)), jnp.zeros(5))
worst = jnp.max(jnp.abs(per_example[0]))
