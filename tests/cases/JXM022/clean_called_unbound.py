# Called through the class, the first argument is an array: nothing but arrays reach jit.
import jax
import jax.numpy as jnp


class Math:
    @jax.jit
    def f(x, y):
        return x * y


print(Math.f(1.0, 2.0))
