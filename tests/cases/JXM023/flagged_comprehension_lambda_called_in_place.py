# A test jits a lambda in a list comprehension and calls it at once: each element builds a new
# callable, which JAX traces again, though the lambda reads nothing the comprehension binds
# (the shape of a public test found by code search, package jaxwind:
# `singles = [jax.jit(lambda v, p, w: farm.single_force(v, 0., position=p, angular_velocity=w))(velocity, farm.positions[i], omega[i]) for i in range(2)]`)
import jax
import jax.numpy as jnp


def single_force(v, t, position, angular_velocity):
    return v * position + t * angular_velocity


positions = jnp.array([0.5, 1.5])
omega = jnp.array([0.8, 1.4])
velocity = jnp.ones(3)
singles = [jax.jit(lambda v, p, w: single_force(v, 0., position=p, angular_velocity=w))(velocity, positions[i], omega[i])  # expect: JXM023 col 12
           for i in range(2)]
print(singles[0] + singles[1])
