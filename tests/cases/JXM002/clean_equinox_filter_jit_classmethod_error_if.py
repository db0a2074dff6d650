import equinox as eqx
import jax.numpy as jnp


class Scale(eqx.Module):
    matrix: jnp.ndarray

    @classmethod
    def from_factors(cls, factors):
        # the check stays in the traced program: eqx.error_if, not a Python if
        factors = eqx.error_if(factors, jnp.any(factors == 0), "scale factors must be non-zero")
        return cls(jnp.diag(factors))


print(eqx.filter_jit(Scale.from_factors)(jnp.asarray([2.0, 1.0, 4.0])).matrix.shape)
