# Three-argument jnp.where keeps the shape: the usual rewrite of x[jnp.nonzero(x)] (https://github.com/jax-ml/jax/issues/5280).
import jax
import jax.numpy as jnp


@jax.jit
def f(a):
    return jnp.where(a != 0, a, 1).prod()


f(jnp.array([0.0, 2.0, 3.0]))
