# Newton's method for a square root, iterated until it converges, then differentiated.
import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a):
    def not_converged(x):
        return jnp.abs(x * x - a) > 1e-6

    def step(x):
        return 0.5 * (x + a / x)

    return lax.while_loop(not_converged, step, a)  # expect: JXM019 col 12


print(jax.grad(newton_sqrt)(2.0))
