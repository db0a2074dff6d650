# Shape 3 trap: None passed through jit is an empty pytree, not a tracer, so `if bias:` is a Python test.
import jax
import jax.numpy as jnp


def dense(x, w, bias):
    y = x @ w
    if bias:
        y = y + bias
    return y


print(jax.jit(dense)(jnp.ones((2, 3)), jnp.ones((3, 4)), None))
