# A triangular solve written as nested fori_loops: the outer loop's bounds are static, but the
# inner loop runs to the outer index i, a tracer, so it is a while loop that grad cannot
# transpose (the shape of npbench's cholesky and lu kernels under autodiff).
import jax
import jax.numpy as jnp
from jax import lax


def forward_substitution(L, b):
    def row(i, x):
        def column(j, total):
            return total + L[i, j] * x[j]

        total = lax.fori_loop(0, i, column, 0.0)  # expect: JXM019 col 17
        return x.at[i].set((b[i] - total) / L[i, i])

    return lax.fori_loop(0, b.shape[0], row, jnp.zeros_like(b))


L = jnp.tril(jnp.ones((4, 4))) + 3.0 * jnp.eye(4)
b = jnp.arange(1.0, 5.0)
print(jax.grad(lambda b: jnp.sum(forward_substitution(L, b)))(b))
