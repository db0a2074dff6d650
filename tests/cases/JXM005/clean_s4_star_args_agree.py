# Shape 4 trap: a *args function whose extra arguments share the batch size.
import jax
import jax.numpy as jnp


def f(x, *args):
    return x - sum(args)


print(jax.vmap(f)(jnp.ones(4), jnp.ones(4), jnp.ones(4)))
