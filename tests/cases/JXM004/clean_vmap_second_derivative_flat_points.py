# The same derivatives with the points as a flat vector (the fix jax#28110 was given):
# each example is a scalar, and so is f of it; the per-example loss sums its two outputs.
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * x ** 2


def loss(w, x, y):
    return jnp.sum((x @ w - y) ** 2)


x = jnp.linspace(0.0, 1.0, 10).reshape(-1, 1)
d2f = jax.vmap(jax.grad(jax.grad(f)))(x.squeeze(1))
d2f_again = jax.vmap(jax.vmap(jax.grad(jax.grad(f))))(x)
w = jnp.zeros((3, 2))
per_example = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(w, jnp.ones((8, 3)), jnp.ones((8, 2)))
print(d2f.shape, d2f_again.shape, per_example.shape)
