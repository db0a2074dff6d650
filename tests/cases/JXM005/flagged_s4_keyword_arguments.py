# Shape 4: mismatched sizes passed by keyword to jax.vmap(f). From https://github.com/jax-ml/jax/issues/24406
import jax
import jax.numpy as jnp


def f(x1, x2, a3):
    return x1 + x2 + a3


jax.vmap(f)(jnp.ones(2), a3=jnp.ones(1), x2=jnp.ones(2))  # expect: JXM005 col 1
