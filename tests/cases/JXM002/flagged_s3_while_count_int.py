# Shape 3: an int passed through jit becomes an int32[] tracer; `while n:` converts it to bool.
import jax
import jax.numpy as jnp


def repeat_double(x, n):
    while n:  # expect: JXM002 col 11
        x = x * 2
        n -= 1
    return x


print(jax.jit(repeat_double)(jnp.ones(2), 3))
