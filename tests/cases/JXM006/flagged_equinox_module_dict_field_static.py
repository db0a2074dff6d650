# patrick-kidger/equinox#1089, without the partition: the Module itself as jax.jit's static
# argument; its hash hashes the dict field.
import equinox as eqx
import jax


class Problematic(eqx.Module):
    nested: dict

    def __call__(self):
        return 1.0


def run(module):
    return module()


model = Problematic({0: 0.0})
print(jax.jit(run, static_argnums=0)(model))  # expect: JXM006 col 38
