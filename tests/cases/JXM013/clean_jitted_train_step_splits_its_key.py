import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, y, key):
    key, noise_key = jax.random.split(key)
    noisy_x = x + 0.1 * jax.random.normal(noise_key, x.shape)
    loss, grad = jax.value_and_grad(lambda w: jnp.mean((noisy_x @ w - y) ** 2))(w)
    return w - 0.1 * grad, loss, key


w = jnp.zeros((4, 1))
x = jnp.ones((8, 4))
y = jnp.ones((8, 1))
key = jax.random.PRNGKey(0)
for step in range(3):
    w, loss, key = train_step(w, x, y, key)
    print(step, loss)
