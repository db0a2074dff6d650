# float() of an entry of a concrete jnp bound array that a jitted lambda closes over and hands
# a helper: indexing it is staged inside the trace, so the entry is a tracer
# (https://github.com/jkitchin/pounce/issues/795, _expand_bounds' ``float(ub[i])``).
import numpy as np
import jax
import jax.numpy as jnp


def _expand_bounds(n, lb, ub):
    rows = []
    for i in range(n):
        if ub is not None and np.isfinite(float(ub[i])):  # expect: JXM007 col 43
            rows.append(i)
    return rows


def solve_qp(Q, c, lb=None, ub=None):
    rows = _expand_bounds(Q.shape[0], lb, ub)
    return jnp.linalg.solve(Q, -c), len(rows)


ub = jnp.array([1.0, jnp.inf])
Q = jnp.eye(2)
print(solve_qp(Q, jnp.ones(2), ub=ub))
print(jax.jit(lambda Q, c: solve_qp(Q, c, ub=ub)[0])(Q, jnp.ones(2)))
