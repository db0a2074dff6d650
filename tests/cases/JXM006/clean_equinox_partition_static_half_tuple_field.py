# Near patrick-kidger/equinox#1089: the same Module holding a tuple; the static half hashes.
import equinox as eqx
import jax


class Hashable(eqx.Module):
    nested: tuple

    def __init__(self, nested):
        self.nested = nested

    def __call__(self):
        return 1.0


model = Hashable((0, 0.0))


def merge(parameters, static):
    return eqx.combine(parameters, static)()


arr, static = eqx.partition(model, eqx.is_array)
print(jax.jit(merge, static_argnames="static")(arr, static))
