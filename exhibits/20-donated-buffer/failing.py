import jax
import jax.numpy as jnp


def sgd_step(w, x, y):
    grad = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.02 * grad


step = jax.jit(sgd_step, donate_argnums=0)  # w's buffer is reused for the new weights
x = jnp.array([[1.0, 2.0], [3.0, 4.0]])
y = jnp.array([1.0, 2.0])
w = jnp.zeros(2)
for _ in range(100):
    new_w = step(w, x, y)
print(new_w)
