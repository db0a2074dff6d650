# The same forces with the lambda jitted once, before the comprehension: one trace
import jax
import jax.numpy as jnp


def single_force(v, t, position, angular_velocity):
    return v * position + t * angular_velocity


positions = jnp.array([0.5, 1.5])
omega = jnp.array([0.8, 1.4])
velocity = jnp.ones(3)
force = jax.jit(lambda v, p, w: single_force(v, 0., position=p, angular_velocity=w))
singles = [force(velocity, positions[i], omega[i]) for i in range(2)]
print(singles[0] + singles[1])
