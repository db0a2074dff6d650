# inside a jitted solver, a fori_loop body appends iterates to the solver's own list; stacking them raises at trace time
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def gradient_descent(x0):
    iterates = []

    def body(i, x):
        x = x - 0.1 * 2 * x
        iterates.append(x)  # expect: JXM012 col 9
        return x

    x = lax.fori_loop(0, 5, body, x0)
    return x, jnp.stack(iterates)


gradient_descent(jnp.ones(2))
