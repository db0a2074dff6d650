# f-string print of the loss inside a jitted train step: shows JitTracer once (https://github.com/Wanggcong/SparseNeRF/issues/16)
import functools

import jax
import jax.numpy as jnp


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@functools.partial(jax.jit, static_argnames="lr")
def train_step(w, x, y, lr=0.01):
    loss, g = jax.value_and_grad(mse)(w, x, y)
    print(f"loss = {loss}")  # expect: JXM011 col 5
    return w - lr * g


w = jnp.zeros(3)
x = jnp.arange(12.0).reshape(4, 3)
y = jnp.ones(4)
for step in range(3):
    w = train_step(w, x, y, lr=0.001)
