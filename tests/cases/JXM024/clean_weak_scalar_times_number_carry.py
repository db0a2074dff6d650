# jnp.array(0) * 2 stays weakly typed: the float body output is taken.
import jax
import jax.numpy as jnp


def body(i, c):
    return c + 0.5


init = jnp.array(0) * 2
out = jax.lax.fori_loop(0, 3, body, init)
print(out)
