# the vmapped function returns its value; the thunk over it is stored in the outer object's
# dict after the trace, where it holds a concrete array (the right form of jax-ml/jax#13022)
import jax


class A:
    def __init__(self, dct):
        self.dct = dct


a = A({})


def sketch(x):
    return x


out = jax.vmap(sketch)(jax.numpy.arange(3))
a.dct["hi"] = [lambda: out]
print(a.dct["hi"][0]() + 1)
