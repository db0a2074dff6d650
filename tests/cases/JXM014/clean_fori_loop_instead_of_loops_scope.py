# The loops.Scope loop of jax#4600 written with lax.fori_loop (jax#10278's alternative).
import jax
import jax.numpy as jnp


def sum_squares(xs):
    return jax.lax.fori_loop(0, xs.shape[0], lambda i, total: total + xs[i] ** 2, 0.0)


print(sum_squares(jnp.arange(3.0)))
