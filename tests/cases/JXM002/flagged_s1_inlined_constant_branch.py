# Shape 1: the result of a jitted helper called inside jit is a tracer even though it is built from a constant. After jax tests/api_test.py test_inlined_literals_with_error
import jax
import jax.numpy as jnp


@jax.jit
def f():
    @jax.jit
    def g():
        return jnp.sin(1.)
    if g() > 0:  # expect: JXM002 col 8
        return 1.
    return 0.


print(f())
