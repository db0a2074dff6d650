import jax
import jax.numpy as jnp


def residual(theta):
    return jnp.exp(theta) - theta


step = jax.jit(jax.grad(residual))
jax.vmap(step)(jnp.full((3,), 0.5))  # expect: JXM004 col 1
