# argnums from a module constant, but the loop bounds are Python ints: a scan, which grad transposes.
import jax
import jax.numpy as jnp
from jax import lax

GRAD_ARGNUMS = (0, 1)


def relax(a, b):
    def body(t, ab):
        a, b = ab
        return 0.5 * (a + b), 0.5 * (a - b)

    a, b = lax.fori_loop(0, 3, body, (a, b))
    return jnp.sum(a) + jnp.sum(b)


print(jax.grad(relax, argnums=GRAD_ARGNUMS)(jnp.ones(2), jnp.zeros(2)))
