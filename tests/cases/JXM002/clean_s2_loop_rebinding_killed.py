# Shape 2 trap: in the loop the traced value bound at the end of an iteration is overwritten by a Python value before the next test.
import jax
import jax.numpy as jnp


@jax.jit
def damp(x):
    for _ in range(3):
        step = 0.5
        if step > 0.1:
            x = x * step
        step = x.sum()
    return x


print(damp(jnp.ones(2)))
