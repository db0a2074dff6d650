# An int32 accumulator (dtype= given) that the loop body adds a float to: strong types do not promote.
import jax
import jax.numpy as jnp

total = jax.lax.fori_loop(0, 10, lambda i, acc: acc + 0.5, jnp.zeros((), dtype=jnp.int32))  # expect: JXM024 col 34
print(total)
