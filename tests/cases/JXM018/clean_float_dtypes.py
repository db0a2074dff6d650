# Float arrays, however they are built.
import jax
import jax.numpy as jnp


def energy(x):
    return jnp.sum(x**2)


grad = jax.grad(energy)
print(grad(jnp.arange(5.0)), grad(jnp.arange(5, dtype=jnp.float32)), grad(jnp.array([1, 2.0])))
print(grad(jnp.array([1, 2], dtype=float)), grad(jnp.zeros(3)), grad(jnp.ones(3).astype(jnp.float32)))
print(grad(jnp.linspace(0, 1, 4)), grad(jnp.full((2,), 1.0)))
