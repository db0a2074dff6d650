import jax
import jax.numpy as jnp

# A mean absolute error without its mean: 0.5 * |x @ w - y| is one value per example, shape (16,).

x = jax.random.normal(jax.random.key(0), (16, 3))
y = jnp.ones((16,))


def loss(w, x, y):
    err = x @ w - y
    return 0.5 * jnp.abs(err)


w = jnp.zeros(3)
for _ in range(3):
    w = w - 0.1 * jax.grad(loss)(w, x, y)  # expect: JXM004 col 19
print(w)
