# the reduction axis passed as an argument of a function jitted by jax.jit(f)(...), as a method call x.sum(axis) (cf. https://github.com/jax-ml/jax/issues/1922)
import jax
import jax.numpy as jnp


def normalize(x, axis):
    return x / x.sum(axis, keepdims=True)  # expect: JXM010 col 16


jax.jit(normalize, static_argnames="axis")(jnp.ones((2, 3)), 1)
