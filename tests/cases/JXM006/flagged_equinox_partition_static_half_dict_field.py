# patrick-kidger/equinox#1089 ("Non-hashable static arguments are not supported."): a Module with
# a dict field is split with eqx.partition, and the static half goes to jax.jit as a static
# argument; an equinox Module hashes its fields, and the static half keeps the dict.
import equinox as eqx
import jax


class Problematic(eqx.Module):
    nested: dict

    def __init__(self, nested):
        self.nested = nested

    def __call__(self):
        return 1.0


model = Problematic({0: 0.0})
print(model())


def merge(parameters, static):
    return eqx.combine(parameters, static)()


arr, static = eqx.partition(model, eqx.is_array)
print(jax.jit(merge, static_argnames="static")(arr, static))  # expect: JXM006 col 53
