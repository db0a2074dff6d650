import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.pmap, donate_argnums=0)
def decay(w):
    return w * 0.9


def train(steps):
    n = jax.local_device_count()
    w = jax.pmap(lambda v: v)(jnp.ones((n, 3)))  # laid out over the devices, as pmap lays it out
    for _ in range(steps):
        new_w = decay(w)  # expect: JXM020 col 23
    return new_w


train(3)
