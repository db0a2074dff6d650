# a traced start with a literal size: lax.dynamic_slice / dynamic_slice_in_dim are the documented cure (jax#1007): https://github.com/jax-ml/jax/issues/1007
import jax.numpy as jnp
from jax import lax

signal = jnp.arange(10.0)


def body(i, acc):
    window = lax.dynamic_slice(signal, (i,), (3,))
    pair = lax.dynamic_slice_in_dim(signal, i, 2)
    return acc + window.sum() + pair.sum()


lax.fori_loop(0, 5, body, 0.0)
