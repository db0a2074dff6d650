# a vmapped function stores a thunk over its tracer in a dict an outer object was built with;
# calling the thunk later raises (trimmed from https://github.com/jax-ml/jax/pull/13022)
import jax


class A:
    def __init__(self, dct):
        self.dct = dct


a = A({})


def sketch(x):
    a.dct["hi"] = [lambda: x]  # expect: JXM012 col 5
    return x


jax.vmap(sketch)(jax.numpy.arange(3))
print(a.dct["hi"][0]() + 1)
