# Shape 4: a *args function mapped over x (size 4) and one extra argument of size 3.
import jax
import jax.numpy as jnp


def f(x, *args):
    return x - sum(args)


jax.vmap(f)(jnp.ones(4), jnp.ones(3))  # expect: JXM005 col 1
