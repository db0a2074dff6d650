# The loss uses the counter of the loop, not its differentiated element.
import jax
from jax import lax


def steps_and_value(x):
    y, count = lax.while_loop(lambda s: s[0] < 10.0, lambda s: (s[0] * 2.0, s[1] + 1), (x, 0))
    return x * count


print(jax.grad(steps_and_value)(1.0))
