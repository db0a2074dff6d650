# A key built from a literal seed inside the train step: every step adds the same noise.
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, y):
    key = jax.random.PRNGKey(0)
    noisy_x = x + 0.1 * jax.random.normal(key, x.shape)
    loss, grad = jax.value_and_grad(lambda w: jnp.mean((noisy_x @ w - y) ** 2))(w)
    return w - 0.1 * grad, loss


w = jnp.zeros((4, 1))
x = jnp.ones((8, 4))
y = jnp.ones((8, 1))
for step in range(3):
    w, loss = train_step(w, x, y)  # expect: JXM013 col 15
    print(step, loss)
