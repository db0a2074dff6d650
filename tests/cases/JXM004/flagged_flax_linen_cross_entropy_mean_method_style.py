import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

# The loss forgets the .mean() the accuracy below has: one cross-entropy per image, shape (16,).


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(x)


model = Classifier()


def loss_fn(params, images, labels):
    logits = model.apply(params, images)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels)


def accuracy(params, images, labels):
    logits = model.apply(params, images)
    return (jnp.argmax(logits, -1) == labels).mean()


images = jnp.ones((16, 28))
labels = jnp.zeros((16,), dtype=jnp.int32)
params = model.init(jax.random.PRNGKey(0), images)
grads = jax.grad(loss_fn)(params, images, labels)  # expect: JXM004 col 9
print(accuracy(params, images, labels))
