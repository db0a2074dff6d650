# The usual train step: grad of the loss in the float parameters; the labels are ints.
import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(x)


model = Classifier()
x = jnp.ones((4, 2))
labels = jnp.array([0, 1, 2, 1])
params = model.init(jax.random.PRNGKey(0), x)


def loss_fn(params, x, labels):
    logits = model.apply(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


grads = jax.grad(loss_fn)(params, x, labels)
print(jax.tree_util.tree_map(jnp.shape, grads))
