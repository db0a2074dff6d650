# an eval step under vmap collects per-example metrics with dict(...) into an outer list:
# the dict holds the batch tracers, and using them after the vmap raises
import jax
import jax.numpy as jnp

per_example = []


def eval_one(x, y):
    error = jnp.abs(x - y)
    per_example.append(dict(error=error, squared=error**2))  # expect: JXM012 col 5
    return error


jax.vmap(eval_one)(jnp.arange(3.0), jnp.ones(3))
print(per_example[0]["error"] + 1)
