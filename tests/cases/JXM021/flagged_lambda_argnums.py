import jax
import jax.numpy as jnp

square = jax.jit(lambda x: x * x, static_argnums=1)  # expect: JXM021 col 50
print(square(jnp.arange(3.0)))
