import jax
import jax.numpy as jnp

# The calls hand batches of two sizes: no one shape, but every one is a batch, and the
# loss keeps it (no mean).


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    grads = jax.grad(loss_fn)(w, x, y)  # expect: JXM004 col 13
    return w - 0.01 * grads


w = jnp.zeros(3)
w = train_step(w, jnp.ones((16, 3)), jnp.ones(16))
w = train_step(w, jnp.ones((8, 3)), jnp.ones(8))  # the last, smaller batch
print(w)
