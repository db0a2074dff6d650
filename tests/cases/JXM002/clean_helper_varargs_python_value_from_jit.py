# a helper's *args mixing a tracer with a Python number: the branch tests the Python number
import jax


def pick(*values):
    if values[1] > 0:
        return values[0]
    return -values[0]


@jax.jit
def keep_sign(a):
    return pick(a, 1.0)


print(keep_sign(2.0))
