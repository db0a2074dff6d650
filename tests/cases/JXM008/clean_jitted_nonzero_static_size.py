# A jitted jnp.nonzero with size in static_argnames, given at every call (a common library helper).
import jax
import jax.numpy as jnp

nonzero_static = jax.jit(jnp.nonzero, static_argnames="size")
unique_static = jax.jit(jnp.unique, static_argnames="size")

x = jnp.array([0, 5, 0, 6, 0, 7])
(idx,) = nonzero_static(x, size=3)
values = unique_static(x, size=4)
print(idx, values)
