# a window x[i:i + 3] with the loop index of a lax.fori_loop body, cf. https://github.com/jax-ml/jax/issues/1007 and https://github.com/jax-ml/jax/issues/4309
import jax.numpy as jnp
from jax import lax

signal = jnp.arange(10.0)


def body(i, acc):
    window = signal[i:i + 3]  # expect: JXM010 col 14
    return acc + window.sum()


lax.fori_loop(0, 5, body, 0.0)
