# An nnx train step as users write it (a public ImageNet trainer: a label-smoothing cross_entropy
# helper, nnx.value_and_grad over loss_fn(model)), the helper's .mean() left out: the smoothed
# one-hot labels keep the batch axis, and so does the loss.
import jax
import jax.numpy as jnp
import optax
from flax import nnx


def cross_entropy(logits, labels, smoothing=0.0):
    one_hot = jax.nn.one_hot(labels, logits.shape[-1])
    one_hot = one_hot * (1 - smoothing) + smoothing / logits.shape[-1]
    return optax.softmax_cross_entropy(logits, one_hot)


@nnx.jit
def train_step(model, optimizer, images, labels):
    def loss_fn(model):
        logits = model(images)
        return jnp.mean(cross_entropy(logits, labels))

    loss, grads = nnx.value_and_grad(loss_fn)(model)  # expect: JXM004 col 19
    optimizer.update(model, grads)
    return loss


model = nnx.Linear(16, 10, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
train_step(model, optimizer, jnp.ones((8, 16)), jnp.zeros(8, dtype=jnp.int32))
