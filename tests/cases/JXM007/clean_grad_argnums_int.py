# jax.grad differentiates only x: the integer argument n is never traced, so range(n) and float(n) run.
import jax


def power_sum(x, n):
    total = 0.0
    for k in range(n):
        total = total + x ** k / float(n)
    return total


jax.grad(power_sum)(2.0, 3)
