import jax
import jax.numpy as jnp

x = jnp.array([3.0, -1.0, 2.0])


def body(i, acc):
    return acc + x[x > i].sum()  # expect: JXM003 col 20


jax.lax.fori_loop(0, 3, body, 0.0)
