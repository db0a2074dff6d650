# an f-string handed to jax.debug.print is formatted at trace time: it prints the tracer on every call (jax.debug.print docstring warns)
import jax
import jax.numpy as jnp


@jax.jit
def update(w, g):
    new_w = w - 0.1 * g
    jax.debug.print(f"new_w = {new_w}")  # expect: JXM011 col 5
    jax.debug.print(f"shape {new_w.shape}, step norm {{}}", jnp.linalg.norm(g))
    return new_w


w = jnp.ones(3)
for _ in range(2):
    w = update(w, jnp.full(3, 0.5))
