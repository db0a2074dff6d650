# The Hessian at an integer point.
import jax
import jax.numpy as jnp


def rosenbrock(p):
    return (1 - p[0]) ** 2 + 100 * (p[1] - p[0] ** 2) ** 2


print(jax.hessian(rosenbrock)(jnp.array([1, 2], dtype=float)))  # expect: JXM018 col 31
