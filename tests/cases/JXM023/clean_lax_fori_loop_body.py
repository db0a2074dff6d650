import jax
import jax.numpy as jnp


@jax.jit
def power_iteration(m, v):
    return jax.lax.fori_loop(0, 10, lambda i, u: m @ u / jnp.linalg.norm(m @ u), v)


print(power_iteration(jnp.eye(3) * 2.0, jnp.ones(3)))
