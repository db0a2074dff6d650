import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

# The head bound in setup returns (16, 10) logits; the integer-label cross-entropy keeps the
# batch axis, so the first output of the has_aux loss is a vector.


class Classifier(nn.Module):
    def setup(self):
        self.head = nn.Dense(10)

    def __call__(self, x):
        return self.head(x)


model = Classifier()


def loss_fn(params, batch):
    logits = model.apply(params, batch["image"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits=logits, labels=batch["label"])
    return jnp.mean(loss), logits


@jax.jit
def train_step(params, batch):
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)  # expect: JXM004 col 29
    return grads, loss


batch = {"image": jnp.ones((16, 28)), "label": jnp.zeros((16,), dtype=jnp.int32)}
params = model.init(jax.random.PRNGKey(0), batch["image"])
grads, loss = train_step(params, batch)
print(loss)
