import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.pmap, donate_argnums=0)
def decay(w):
    return w * 0.9


def evaluate():
    n = jax.local_device_count()
    w = jax.pmap(lambda v: v)(jnp.ones((n, 3)))
    smaller = decay(w=w)  # handed by keyword: pmap donates positional arguments only
    return float((w - smaller).sum())


print(evaluate())
