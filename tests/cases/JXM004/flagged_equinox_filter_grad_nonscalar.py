import equinox as eqx
import jax.numpy as jnp


@eqx.filter_grad
def residuals(w, x):
    return w * x - 1.0


print(residuals(jnp.ones(3), jnp.arange(3.0)))  # expect: JXM004 col 7
