# The gradient is taken inside the loop body (gradient descent until converged): nothing
# reverse-differentiates the loop itself.
import jax
import jax.numpy as jnp
from jax import lax


def f(x):
    return jnp.sum((x - 3.0) ** 2)


def descend(x0):
    def far(x):
        return jnp.linalg.norm(jax.grad(f)(x)) > 1e-3

    def step(x):
        return x - 0.1 * jax.grad(f)(x)

    return lax.while_loop(far, step, x0)


print(jax.jit(descend)(jnp.zeros(2)))
