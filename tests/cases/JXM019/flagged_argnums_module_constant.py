# argnums given as a module-level tuple: the steps count (argument 0) is traced by jit and bounds the fori_loop.
import jax
import jax.numpy as jnp
from jax import lax

GRAD_ARGNUMS = (1, 2)


@jax.jit
def relax(steps, a, b):
    def body(t, ab):
        a, b = ab
        return 0.5 * (a + b), 0.5 * (a - b)

    a, b = lax.fori_loop(0, steps, body, (a, b))  # expect: JXM019 col 12
    return jnp.sum(a) + jnp.sum(b)


print(jax.grad(relax, argnums=GRAD_ARGNUMS)(3, jnp.ones(2), jnp.zeros(2)))
