# Shape 9 trap: a nested def in a jitted function called only with Python ints and static shapes.
import jax
import jax.numpy as jnp


@jax.jit
def pad_rows(x):
    def padded(n):
        if n % 8 == 0:
            return n
        return n + 8 - n % 8

    rows = padded(x.shape[0])
    return jnp.zeros((rows, x.shape[1])).at[: x.shape[0]].set(x)


print(pad_rows(jnp.ones((3, 2))).shape)
