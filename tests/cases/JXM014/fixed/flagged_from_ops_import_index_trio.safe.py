# `from jax.ops import index, index_add, index_update` in a solver module: https://github.com/pehersto/ng/issues/2
import jax.numpy as jnp
from jax.ops import segment_sum  # expect: JXM014 col 1


def assemble(n):
    A = jnp.zeros((n, n))
    for i in range(n):
        A = A.at[i, i].set(2.0)
        if i > 0:
            A = A.at[i, i - 1].add(-1.0)
    return A


print(assemble(3), segment_sum(jnp.ones(3), jnp.array([0, 0, 1]), 2))
