# Shape 6 trap: value_and_grad of a residual function reduced with .sum().
import jax
import jax.numpy as jnp

X = jnp.ones((5, 3))
y = jnp.zeros(5)


def loss(w):
    return ((X @ w - y) ** 2).sum()


loss_and_grad_fn = jax.value_and_grad(loss)
print(loss_and_grad_fn(jnp.zeros(3)))
