import jax
import jax.numpy as jnp

x = jnp.ones(4)
y = jax.jit(lambda x, n: x * len(n), static_argnames="n")(x, [1, 2])  # expect: JXM006 col 62
