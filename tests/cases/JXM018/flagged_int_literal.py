# The derivative of x ** 3 at x = 2, asked at the int 2.
import jax


def cube(x):
    return x**3


print(jax.grad(cube)(2))  # expect: JXM018 col 22
