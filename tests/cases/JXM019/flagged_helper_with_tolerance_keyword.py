# A bisection-style helper called from a differentiated lambda, its tolerance by keyword.
import jax
from jax import lax


def halve_until(x, tol=1e-3):
    return lax.while_loop(lambda y: y > tol, lambda y: y / 2, x)  # expect: JXM019 col 12


slope = jax.grad(lambda x: halve_until(x, tol=1e-2))(3.0)
print(slope)
