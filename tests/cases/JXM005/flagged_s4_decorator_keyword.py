# Shape 4: a @jax.vmap def called with one argument by keyword; keyword arguments are mapped along axis 0 too. From https://github.com/jax-ml/jax/issues/10193
import jax
import jax.numpy as jnp


@jax.vmap
def f(x, y):
    return x + y


f(jnp.array([1]), y=jnp.array([1, 2]))  # expect: JXM005 col 1
