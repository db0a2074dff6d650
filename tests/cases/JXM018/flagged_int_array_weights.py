# Initial weights written as whole numbers, then differentiated.
import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


w = jnp.array([1, 2, 3])
x = jnp.ones((4, 3))
y = jnp.zeros(4)
print(jax.grad(loss)(w, x, y))  # expect: JXM018 col 22
