# an axis given as jnp.array(1) is a tracer inside jit, as in https://github.com/jax-ml/jax/pull/12334 (from jax#12331)
import jax


def f(x):
    return jax.numpy.squeeze(x, jax.numpy.array(1))  # expect: JXM010 col 12


jax.jit(f)(jax.numpy.arange(5).reshape(5, 1))
