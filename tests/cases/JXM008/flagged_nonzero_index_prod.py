# x[jnp.nonzero(x)] inside a jitted function (https://github.com/jax-ml/jax/issues/5280, jakevdp's example).
import jax
import jax.numpy as jnp


def f(a):
    return a[jnp.nonzero(a)].prod()  # expect: JXM008 col 14


jax.jit(f)(jnp.array([0.0, 2.0, 3.0]))
