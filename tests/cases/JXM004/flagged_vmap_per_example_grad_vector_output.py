# Per-example gradients of a linear model with two outputs: vmap hands loss one row of xs
# and of ys, and the squared error of that row is still a vector of two.
import jax
import jax.numpy as jnp


def loss(w, x, y):
    return (x @ w - y) ** 2


w = jnp.zeros((3, 2))
xs = jnp.ones((8, 3))
ys = jnp.ones((8, 2))
per_example = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(w, xs, ys)  # expect: JXM004 col 15
print(per_example.shape)
