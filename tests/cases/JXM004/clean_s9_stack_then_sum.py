# Shape 9 trap: the stacked loss terms are summed before being returned.
import jax
import jax.numpy as jnp

X = jnp.ones((6, 3))


def loss(w):
    terms = jnp.stack([jnp.mean((X @ w) ** 2), 1e-3 * jnp.sum(w ** 2)])
    return terms.sum()


print(jax.grad(loss)(jnp.zeros(3)))
