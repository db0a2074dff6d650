import jax
import jax.numpy as jnp


def example_loss(w, x):
    return jnp.sum((x @ w) ** 2)


def batch_loss(w, xs):
    return jax.vmap(example_loss, in_axes=(None, 0))(w, xs).mean()


w = jnp.ones(3)
xs = jnp.ones((8, 3))
print(jax.grad(batch_loss)(w, xs))
