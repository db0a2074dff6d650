# a lax.cond branch stores its result in an outer dict of debug values; using it afterwards raises
import jax
import jax.numpy as jnp

debug_values = {}


def safe_branch(x):
    y = jnp.sqrt(x)
    debug_values["sqrt"] = y  # expect: JXM012 col 5
    return y


def zero_branch(x):
    return jnp.zeros_like(x)


out = jax.lax.cond(jnp.all(jnp.array([1.0, 4.0]) >= 0), safe_branch, zero_branch, jnp.array([1.0, 4.0]))
check = debug_values["sqrt"] - out
