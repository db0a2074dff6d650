# the usual training loop prints the jitted step's outputs outside the traced function: real values
import jax
import jax.numpy as jnp


@jax.jit
def step(w, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.05 * g, loss


w = jnp.zeros(2)
x = jnp.array([[1.0, 2.0], [3.0, 4.0]])
y = jnp.array([1.0, 2.0])
for epoch in range(3):
    w, loss = step(w, x, y)
    print(f"epoch {epoch}: loss={loss:.4f}")
    print("weights", w)
