# jax-ml/jax#424 as a notebook writes it: grid points made with jnp.arange times an int stay int32
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sum(x ** 3)


points = jnp.arange(5) * 2 - 4
print(jax.grad(f)(points))  # expect: JXM018 col 19
