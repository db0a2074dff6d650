# nonlocal Python bookkeeping (a call count and a shape) inside a jitted closure: no tracer escapes
import jax
import jax.numpy as jnp


def make_counter():
    calls = 0
    last_shape = None

    @jax.jit
    def f(x):
        nonlocal calls, last_shape
        calls += 1
        last_shape = x.shape
        return x + 1

    f(jnp.ones(3))
    return calls, last_shape


print(make_counter())
