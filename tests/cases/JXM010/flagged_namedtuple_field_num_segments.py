# jax#6455 (https://github.com/jax-ml/jax/issues/6455): a COO NamedTuple handed to jit; jit traces
# every field of a NamedTuple, its shape too, so num_segments is a tracer
from typing import NamedTuple, Sequence

import jax
import jax.numpy as jnp


class COO(NamedTuple):
    rows: jnp.ndarray
    cols: jnp.ndarray
    vals: jnp.ndarray
    shape: Sequence[int]


@jax.jit
def sparse_mat_vec_mul(sparse_mat, vec):
    prod = jnp.take(vec, sparse_mat.cols, axis=0) * sparse_mat.vals[:, None]
    return jax.ops.segment_sum(prod, sparse_mat.rows, sparse_mat.shape[0])  # expect: JXM010 col 12


A = COO(jnp.array([0, 1]), jnp.array([1, 0]), jnp.array([2.0, 3.0]), (2, 2))
print(sparse_mat_vec_mul(A, jnp.ones((2, 1))))
