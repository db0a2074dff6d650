import jax
import jax.numpy as jnp
import pytest


def test_donated_input_is_deleted():
    double = jax.jit(lambda x: x * 2, donate_argnums=0)
    x = jnp.ones(3)
    y = double(x)
    with pytest.raises(RuntimeError, match="deleted"):
        print(x)
    assert x.is_deleted() and float(y.sum()) == 6.0


test_donated_input_is_deleted()
