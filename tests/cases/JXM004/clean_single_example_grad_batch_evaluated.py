import jax
import jax.numpy as jnp

# The gradient is taken of one example; the batch is only evaluated, never differentiated.


def loss_fn(w, x, y):
    return (jnp.dot(x, w) - y) ** 2


def gradient(w, x, y):
    return jax.grad(loss_fn)(w, x, y)


def evaluate(w, x, y):
    return loss_fn(w, x, y)


print(gradient(jnp.zeros(3), jnp.ones(3), jnp.ones(())))
print(evaluate(jnp.zeros(3), jnp.ones((16, 3)), jnp.ones((16,))).shape)
