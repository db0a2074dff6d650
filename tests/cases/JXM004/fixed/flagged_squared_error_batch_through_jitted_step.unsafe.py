import jax
import jax.numpy as jnp

# The loss forgets its mean: (pred - y) ** 2 has one value per example, since every call of
# the training step hands it the batch built below.


def predict(params, x):
    return x @ params["w"] + params["b"]


def loss_fn(params, x, y):
    pred = predict(params, x)
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)  # expect: JXM004 col 19
    params = jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)
    return params, loss


params = {"w": jnp.zeros((3,)), "b": jnp.zeros(())}
x = jnp.ones((16, 3))
y = jnp.ones((16,))
for _ in range(3):
    params, loss = train_step(params, x, y)
print(loss)
