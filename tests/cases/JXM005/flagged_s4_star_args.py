# Shape 4: a *args function mapped over arguments of sizes 4, 2, 2. From jax tests/api_test.py (regression test for https://github.com/jax-ml/jax/issues/26908)
import jax
import jax.numpy as jnp


def f(x, *args):
    return x - sum(args)


jax.vmap(f)(jnp.ones(4), jnp.ones(2), jnp.ones(2))  # expect: JXM005 col 1
