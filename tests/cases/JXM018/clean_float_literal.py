# The derivative asked at a float.
import jax


def cube(x):
    return x**3


print(jax.grad(cube)(2.0), jax.grad(cube)(-1.5))
