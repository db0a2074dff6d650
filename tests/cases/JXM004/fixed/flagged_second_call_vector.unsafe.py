import jax
import jax.numpy as jnp


def f(x):
    y = jnp.sin(x)
    return y * 2


df = jax.grad(f)
print(df(0.5))  # a scalar in, a scalar out: fine
print(jax.vmap(df)(jnp.ones(2)))  # expect: JXM004 col 7
