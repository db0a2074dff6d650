import equinox as eqx
import jax.numpy as jnp


class Scale(eqx.Module):
    matrix: jnp.ndarray

    @classmethod
    def from_factors(cls, factors):
        # filter_jit of the classmethod read off the class: cls is bound, factors traced.
        if bool(jnp.any(factors == 0)):  # expect: JXM002 col 12
            raise ValueError("scale factors must be non-zero")
        return cls(jnp.diag(factors))


print(eqx.filter_jit(Scale.from_factors)(jnp.asarray([2.0, 1.0, 4.0])))
