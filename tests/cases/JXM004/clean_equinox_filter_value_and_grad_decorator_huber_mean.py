import equinox as eqx
import jax
import jax.numpy as jnp
import optax

# The same step, the huber loss averaged over the batch.


@eqx.filter_value_and_grad
def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean(optax.huber_loss(pred, y))


@eqx.filter_jit
def train_step(model, x, y):
    loss, grads = loss_fn(model, x, y)
    return loss, grads


model = eqx.nn.Linear(3, 1, key=jax.random.PRNGKey(0))
xs = jnp.ones((16, 3))
ys = jnp.zeros((16, 1))
loss, grads = train_step(model, xs, ys)
print(loss)
