# Shape 1: the result of a jitted helper called inside jit is a tracer even though it is built from a constant. After jax tests/api_test.py test_inlined_literals_with_error
import jax
import jax.numpy as jnp


@jax.jit
def f():
    @jax.jit
    def g():
        return jnp.sin(1.)
    return jnp.where(g() > 0, 1., 0.)  # expect: JXM002 col 8


print(f())
