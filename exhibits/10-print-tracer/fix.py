import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, y):
    loss, grad = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    jax.debug.print("loss: {}", loss)
    return w - 0.02 * grad


w = jnp.zeros(2)
x = jnp.array([[1.0, 2.0], [3.0, 4.0]])
y = jnp.array([1.0, 2.0])
for step in range(3):
    w = train_step(w, x, y)
