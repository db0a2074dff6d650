# A mean over both axes of a batch of rows is a scalar, as is a mean of per-example sums.
import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2, axis=(0, 1))


def per_example_then_mean(w, x, y):
    return jnp.sum((x @ w - y) ** 2, axis=-1).mean()


def step(w, x, y):
    return jax.grad(loss)(w, x, y) + jax.grad(per_example_then_mean)(w, x, y)


w = jnp.zeros((3, 2))
print(step(w, jnp.ones((16, 3)), jnp.ones((16, 2))))
print(step(w, jnp.ones((8, 3)), jnp.ones((8, 2))))
