# Shape 8: a mask as the second entry of a tuple index inside .at[]. From https://github.com/jax-ml/jax/issues/21994
import jax
import jax.numpy as jnp


def f(x):
    return x.at[:4, jnp.mod(x[0], 2) == 0].set(0)  # expect: JXM003 col 21


x = jnp.reshape(jnp.arange(100), shape=(10, 10))
print(f(x)[:2])
print(jax.jit(f)(x))
