# The twin of flagged_float_of_closed_over_jnp_bound_in_helper.py: the bounds a NumPy array
# (pounce#795: NumPy bounds are indexed eagerly and never reach the trace), and the jnp bound
# read in eager code only.
import numpy as np
import jax
import jax.numpy as jnp


def _expand_bounds(n, lb, ub):
    rows = []
    for i in range(n):
        if ub is not None and np.isfinite(float(ub[i])):
            rows.append(i)
    return rows


def solve_qp(Q, c, lb=None, ub=None):
    rows = _expand_bounds(Q.shape[0], lb, ub)
    return jnp.linalg.solve(Q, -c), len(rows)


def finite_upper(ub):
    return [i for i in range(ub.shape[0]) if np.isfinite(float(ub[i]))]


ub = np.array([1.0, np.inf])
Q = jnp.eye(2)
print(solve_qp(Q, jnp.ones(2), ub=ub))
print(jax.jit(lambda Q, c: solve_qp(Q, c, ub=ub)[0])(Q, jnp.ones(2)))
print(finite_upper(jnp.array([1.0, jnp.inf])))
