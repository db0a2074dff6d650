# An equinox Module is a pytree.
import equinox as eqx
import jax
import jax.numpy as jnp


class Affine(eqx.Module):
    w: jax.Array

    @jax.jit
    def __call__(self, x):
        return self.w * x


model = Affine(jnp.ones(3))
print(model(jnp.arange(3.0)))
