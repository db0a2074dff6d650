# jax.jvp pushes a tangent forward through the loop: no transpose needed.
import jax
from jax import lax


def grow(x):
    return lax.while_loop(lambda y: y < 10.0, lambda y: 1.5 * y, x)


primal, tangent = jax.jvp(grow, (1.0,), (1.0,))
print(primal, tangent)
