# complex() of the differentiated value under jax.value_and_grad.
import jax
import jax.numpy as jnp


def phase_energy(theta):
    z = complex(theta)  # expect: JXM007 col 9
    return jnp.abs(jnp.exp(1j * z)) * theta ** 2


jax.value_and_grad(phase_energy)(jnp.float32(0.3))
