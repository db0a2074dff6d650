# A learning-rate schedule handed to a jitted train step as a static argument runs there on
# the traced step count, so its Python ``if`` on the step raises (the triangular schedule of
# flax's old lr_schedule HOWTO, https://github.com/google/flax/pull/1903: train_epoch builds
# it and hands it to train_step; its flax.optim optimizer trimmed to a (params, step) pair).
import functools

import jax
import jax.numpy as jnp


def create_triangular_schedule(lr_min, lr_max, steps_per_cycle):
    top = (steps_per_cycle + 1) // 2

    def learning_rate_fn(step):
        cycle_step = step % steps_per_cycle
        if cycle_step < top:  # expect: JXM002 col 12
            lr = lr_min + cycle_step / top * (lr_max - lr_min)
        else:
            lr = lr_max - ((cycle_step - top) / top) * (lr_max - lr_min)
        return lr

    return learning_rate_fn


@functools.partial(jax.jit, static_argnums=2)
def train_step(state, batch, learning_rate_fn):
    params, step = state

    def loss_fn(params):
        return jnp.mean((batch["image"] @ params - batch["label"]) ** 2)

    grad = jax.grad(loss_fn)(params)
    lr = learning_rate_fn(step)
    return (params - lr * grad, step + 1)


def train_epoch(state, train_ds, batch_size):
    steps_per_epoch = len(train_ds["image"]) // batch_size
    # If you want 4 cycles per epoch
    learning_rate_fn = create_triangular_schedule(3e-3, 3e-2, steps_per_epoch // 4)
    for i in range(steps_per_epoch):
        batch = {k: v[i * batch_size:(i + 1) * batch_size] for k, v in train_ds.items()}
        state = train_step(state, batch, learning_rate_fn)
    return state


train_ds = {"image": jnp.ones((40, 3)), "label": jnp.ones(40)}
train_epoch((jnp.zeros(3), jnp.array(0)), train_ds, 4)
