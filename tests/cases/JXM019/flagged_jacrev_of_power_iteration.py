# Power iteration until the eigenvector settles, differentiated with jacrev.
import jax
import jax.numpy as jnp
from jax import lax


def top_eigenvector(matrix):
    def moving(state):
        v, previous = state
        return jnp.linalg.norm(v - previous) > 1e-6

    def iterate(state):
        v, _ = state
        w = matrix @ v
        return w / jnp.linalg.norm(w), v

    v0 = jnp.ones(matrix.shape[0]) / jnp.sqrt(matrix.shape[0])
    v, _ = lax.while_loop(moving, iterate, (matrix @ v0, v0))  # expect: JXM019 col 12
    return v


a = jnp.array([[2.0, 1.0], [1.0, 3.0]])
print(jax.jacrev(top_eigenvector)(a))
