# Shape 9: a function returning (loss, aux) given to grad without has_aux=True. From the old docs/jax-101/01-jax-basics.md and https://github.com/jax-ml/jax/issues/6213
import jax
import jax.numpy as jnp

x = jnp.asarray([1.0, 2.0, 3.0, 4.0])
y = jnp.asarray([1.1, 2.1, 3.1, 4.1])


def sum_squared_error(x, y):
    return jnp.sum((x - y) ** 2)


def squared_error_with_aux(x, y):
    return sum_squared_error(x, y), x - y


jax.grad(squared_error_with_aux)(x, y)  # expect: JXM004 col 1
