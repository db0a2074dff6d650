import jax
import jax.numpy as jnp


def relu_energy(x):
    return jnp.sum(x[x > 0] ** 2)


g = jax.grad(relu_energy)(jnp.array([-1.0, 2.0, 3.0]))
