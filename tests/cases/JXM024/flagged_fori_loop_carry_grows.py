# A power iteration whose body hands back the loop index along with its state.
import jax
import jax.numpy as jnp

A = jnp.array([[2.0, 1.0], [1.0, 3.0]])


def body(i, state):
    v, eigenvalue = state
    w = A @ v
    return i, w / jnp.linalg.norm(w), v @ w


v, eigenvalue = jax.lax.fori_loop(0, 20, body, (jnp.ones(2), 0.0))  # expect: JXM024 col 42
print(eigenvalue)
