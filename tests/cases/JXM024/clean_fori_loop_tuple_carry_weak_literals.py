# A (count, total) carry of Python literals: weak types, so the float total runs.
import jax
import jax.numpy as jnp

xs = jnp.linspace(0.0, 1.0, 5)


def accumulate(i, carry):
    count, total = carry
    return count + 1, total + 0.5 * xs[i]


print(jax.lax.fori_loop(0, 5, accumulate, (0, 0)))
