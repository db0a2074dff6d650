from functools import partial

import flax.linen as nn
import jax
import optax


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(8)(x)
        x = nn.Dropout(0.5, deterministic=not train)(x)
        return nn.Dense(2)(x)


@partial(jax.jit, static_argnames="train")
def train_step(state, x, y, train):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x, train=train, rngs={"dropout": jax.random.PRNGKey(1)})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)
