import equinox as eqx
import jax
import jax.numpy as jnp
import optax

# optax.huber_loss is per element: the decorated loss returns one value per example of
# the batch every step hands it.


@eqx.filter_value_and_grad
def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean(optax.huber_loss(pred, y))


@eqx.filter_jit
def train_step(model, x, y):
    loss, grads = loss_fn(model, x, y)  # expect: JXM004 col 19
    return loss, grads


model = eqx.nn.Linear(3, 1, key=jax.random.PRNGKey(0))
xs = jnp.ones((16, 3))
ys = jnp.zeros((16, 1))
loss, grads = train_step(model, xs, ys)
print(loss)
