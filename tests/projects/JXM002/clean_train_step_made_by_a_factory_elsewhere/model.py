import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def make_train_step(learning_rate, clip=1.0):
    def train_step(params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        scale = jnp.where(loss > clip, 1.0 / loss, 1.0)
        grads = jax.tree.map(lambda g: g * scale, grads)
        params = jax.tree.map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    return train_step
