# A linen ConvNet's train step as users write it (a public training script: a cross_entropy_loss
# helper, loss_fn(params) applying ConvNet, jax.value_and_grad), with the helper's .mean() left
# out: the helper returns one loss per image, and value_and_grad refuses the vector.
import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

num_classes = 10


class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(features=8, kernel_size=(3, 3))(x)
        x = nn.relu(x)
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(features=num_classes)(x)
        return x


def cross_entropy_loss(logits, labels):
    return optax.softmax_cross_entropy(logits, jax.nn.one_hot(labels, num_classes))


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = ConvNet().apply({'params': params}, batch['images'])
        loss = cross_entropy_loss(logits, batch['labels'])
        return jnp.mean(loss)

    grad_fn = jax.value_and_grad(loss_fn)
    loss, grads = grad_fn(state.params)  # expect: JXM004 col 19
    state = state.apply_gradients(grads=grads)
    return state, loss


params = ConvNet().init(jax.random.PRNGKey(0), jnp.ones((1, 8, 8, 1)))['params']
state = train_state.TrainState.create(apply_fn=ConvNet().apply, params=params, tx=optax.sgd(0.1))
batch = {'images': jnp.ones((4, 8, 8, 1)), 'labels': jnp.zeros(4, dtype=jnp.int32)}
state, loss = train_step(state, batch)
