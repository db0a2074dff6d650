# hessian is jacfwd of jacrev: the reverse pass meets the while_loop.
import jax
import jax.numpy as jnp
from jax import lax


def energy(x):
    y = lax.while_loop(lambda y: jnp.sum(y**2) < 100.0, lambda y: 1.5 * y, x)  # expect: JXM019 col 9
    return jnp.sum(jnp.sin(y))


print(jax.hessian(energy)(jnp.array([0.3, 0.4])))
