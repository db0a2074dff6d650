# Each example is solved by a while_loop under vmap inside a differentiated loss.
import jax
import jax.numpy as jnp
from jax import lax


def cube_root(target):
    def far(z):
        return jnp.abs(z**3 - target) > 1e-5

    def newton(z):
        return z - (z**3 - target) / (3 * z**2)

    return lax.while_loop(far, newton, target + 1.0)  # expect: JXM019 col 12


def loss(targets):
    roots = jax.vmap(cube_root)(targets)
    return jnp.sum(roots)


print(jax.grad(loss)(jnp.array([2.0, 8.0])))
