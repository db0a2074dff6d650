# The triangular schedule of https://github.com/google/flax/pull/1903 written with jnp.where:
# handed to the jitted step as a static argument it runs on the traced step and picks the
# branch as data; the static epoch count it also gets is a Python int.
import functools

import jax
import jax.numpy as jnp


def create_triangular_schedule(lr_min, lr_max, steps_per_cycle):
    top = (steps_per_cycle + 1) // 2

    def learning_rate_fn(step):
        cycle_step = step % steps_per_cycle
        rising = lr_min + cycle_step / top * (lr_max - lr_min)
        falling = lr_max - ((cycle_step - top) / top) * (lr_max - lr_min)
        return jnp.where(cycle_step < top, rising, falling)

    return learning_rate_fn


def warmup(epochs):
    if epochs < 2:
        return 0.5
    return 1.0


@functools.partial(jax.jit, static_argnums=(2, 3, 4))
def train_step(state, batch, learning_rate_fn, scale_fn, epochs):
    params, step = state

    def loss_fn(params):
        return jnp.mean((batch["image"] @ params - batch["label"]) ** 2)

    grad = jax.grad(loss_fn)(params)
    lr = learning_rate_fn(step) * scale_fn(epochs)
    return (params - lr * grad, step + 1)


def train_epoch(state, train_ds, batch_size):
    steps_per_epoch = len(train_ds["image"]) // batch_size
    # If you want 4 cycles per epoch
    learning_rate_fn = create_triangular_schedule(3e-3, 3e-2, steps_per_epoch // 4)
    for i in range(steps_per_epoch):
        batch = {k: v[i * batch_size:(i + 1) * batch_size] for k, v in train_ds.items()}
        state = train_step(state, batch, learning_rate_fn, warmup, 3)
    return state


train_ds = {"image": jnp.ones((40, 3)), "label": jnp.ones(40)}
train_epoch((jnp.zeros(3), jnp.array(0)), train_ds, 4)
