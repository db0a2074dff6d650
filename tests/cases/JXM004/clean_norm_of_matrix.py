import jax as J
import jax.numpy as jnp


def frobenius(m):
    return jnp.linalg.norm(m)


g = J.grad(frobenius)(jnp.eye(3))
