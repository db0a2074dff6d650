# jax#6455 (https://github.com/jax-ml/jax/issues/6455), the fix the thread settled on: COO registered
# as a pytree whose shape is aux data, static under jit
from typing import NamedTuple, Sequence

import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


class COO(NamedTuple):
    rows: jnp.ndarray
    cols: jnp.ndarray
    vals: jnp.ndarray
    shape: Sequence[int]


def _coo_flatten(A):
    return A[:3], A[3]


def _coo_unflatten(aux_data, children):
    return COO(*children, aux_data)


register_pytree_node(COO, _coo_flatten, _coo_unflatten)


@jax.jit
def sparse_mat_vec_mul(sparse_mat, vec):
    prod = jnp.take(vec, sparse_mat.cols, axis=0) * sparse_mat.vals[:, None]
    return jax.ops.segment_sum(prod, sparse_mat.rows, sparse_mat.shape[0])


A = COO(jnp.array([0, 1]), jnp.array([1, 0]), jnp.array([2.0, 3.0]), (2, 2))
print(sparse_mat_vec_mul(A, jnp.ones((2, 1))))
