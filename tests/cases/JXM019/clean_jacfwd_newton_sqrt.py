# Forward mode differentiates through a while_loop: jacfwd of a Newton iteration runs.
import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a):
    return lax.while_loop(lambda x: jnp.abs(x * x - a) > 1e-6, lambda x: 0.5 * (x + a / x), a)


print(jax.jacfwd(newton_sqrt)(2.0))
