import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


w = jnp.zeros(3)
x, y = jnp.ones((8, 3)), jnp.ones(8)
for epoch in range(5):
    grads = jax.jit(jax.grad(loss))(w, x, y)  # expect: JXM023 col 13
    w = w - 0.1 * grads
print(w)
