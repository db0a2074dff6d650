# Shape 7: jax.remat stages its function even when called eagerly, so a Python if on x fails. From https://github.com/jax-ml/jax/pull/24511 (and jax tests/api_test.py)
import jax
import jax.numpy as jnp


@jax.remat
def f(x):
    if x > 0:  # expect: JXM002 col 8
        return x
    else:
        return jnp.sin(x)


f(3.)
