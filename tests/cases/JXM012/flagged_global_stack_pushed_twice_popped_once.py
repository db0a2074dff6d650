# A global stack that pops one of the two entries it pushes: the traced params pushed first
# stay in the list after the trace, and the later read raises.
import jax
import jax.numpy as jnp

current = []


def transform(f):
    def apply_f(params, x):
        current.append(params)  # expect: JXM012 col 9
        current.append(x)
        out = f(x)
        current.pop()
        return out

    return apply_f


apply = jax.jit(transform(lambda x: x @ current[0]["w"]))
print(apply({"w": jnp.ones((3, 2))}, jnp.ones(3)))
print(current[-1]["w"] + 1)
