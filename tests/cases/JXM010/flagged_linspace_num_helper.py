# linspace's num reaching a helper called from a jitted function (cf. https://github.com/jax-ml/jax/issues/5208)
import jax
import jax.numpy as jnp


def grid(lo, hi, n):
    return jnp.linspace(lo, hi, num=n)  # expect: JXM010 col 12


@jax.jit
def integrate(f_values, n):
    xs = grid(0.0, 1.0, n)
    return jnp.trapezoid(f_values * xs, xs)


integrate(jnp.ones(5), 5)
