# A (count, total) carry whose total starts as an int32 array and accumulates float rows.
import jax
import jax.numpy as jnp

xs = jnp.linspace(0.0, 1.0, 15).reshape(5, 3)


def accumulate(i, carry):
    count, total = carry
    return count + 1, total + 0.1 * xs[i]


init = (0, jnp.zeros(3, dtype=jnp.int32))
print(jax.lax.fori_loop(0, 5, accumulate, init))  # expect: JXM024 col 31
