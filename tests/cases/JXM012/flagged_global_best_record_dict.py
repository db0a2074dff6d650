# the traced function keeps its best result in a global as a dict display: the dict holds
# the tracers, and the next read of the global raises
import jax
import jax.numpy as jnp

best = None


def evaluate(params, x):
    global best
    score = jnp.sum(params * x)
    best = {"score": score, "params": params}  # expect: JXM012 col 5
    return score


jax.jit(evaluate)(jnp.ones(3), jnp.arange(3.0))
print(best["score"] + 1)
