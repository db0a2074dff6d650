# float() on the result inside a @jax.jit function (https://github.com/quantumlib/OpenFermion/pull/1396).
import jax
import jax.numpy as jnp


@jax.jit
def compute_objective(xcur, target):
    res = jnp.sum((xcur - target) ** 2)
    return float(res)  # expect: JXM007 col 12


compute_objective(jnp.ones(3), jnp.zeros(3))
