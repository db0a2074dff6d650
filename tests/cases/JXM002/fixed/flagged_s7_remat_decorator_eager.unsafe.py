# Shape 7: jax.remat stages its function even when called eagerly, so a Python if on x fails. From https://github.com/jax-ml/jax/pull/24511 (and jax tests/api_test.py)
import jax
import jax.numpy as jnp


@jax.remat
def f(x):
    return jnp.where(x > 0, x, jnp.sin(x))  # expect: JXM002 col 8


f(3.)
