import jax
import jax.numpy as jnp


def energy(q):
    return 0.5 * q**2


xs = jnp.linspace(0.0, 1.0, 5)
force = jax.grad(energy)
print(jax.vmap(force)(xs))  # expect: JXM004 col 7
