# The branch functions are gathered in a named list first; one of them also returns the norm.
import jax
import jax.numpy as jnp


def double(x):
    return x * 2.0


def with_norm(x):
    return x, jnp.sum(x)


branches = [double, with_norm]
print(jax.lax.switch(1, branches, jnp.ones(3)))  # expect: JXM024 col 25
