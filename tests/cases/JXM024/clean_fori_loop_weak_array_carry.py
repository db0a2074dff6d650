# jnp.array of a Python scalar is weakly typed: the loop carry takes the body's float dtype.
import jax
import jax.numpy as jnp

total = jax.lax.fori_loop(0, 10, lambda i, acc: acc + 0.5, jnp.array(0))
growth = jax.lax.while_loop(lambda c: c < 10, lambda c: c * 1.5, jnp.array(1))
print(total, growth)
