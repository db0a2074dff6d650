import jax
import jax.numpy as jnp


def _solve_impl(a, b):
    return a * 2.0 + b


_solve = jax.jit(_solve_impl, donate_argnums=0)


def potrs(a, b):
    a = jnp.copy(a)  # the caller's matrix stays whole
    return _solve(a, b)


def main():
    matrix = jnp.ones(3)
    x1 = potrs(matrix, jnp.ones(3))
    x2 = potrs(matrix, jnp.zeros(3))
    return x1, x2


print(main())
