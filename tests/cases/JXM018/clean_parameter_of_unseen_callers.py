# A parameter whose callers are elsewhere: its dtype is theirs to choose.
import jax
import jax.numpy as jnp


def slope(at):
    return jax.grad(jnp.tanh)(at)


def curve(points):
    return jax.vmap(jax.grad(jnp.tanh))(points)


print(curve(jnp.linspace(-1.0, 1.0, 3)))
