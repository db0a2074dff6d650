# Arrays given one by one; einsum's first argument is its subscripts.
import jax.numpy as jnp

a = jnp.arange(3.0)
b = jnp.ones(3)
print(jnp.maximum(a, b), jnp.einsum("i,i->", a, b), jnp.where(a > 1, a, b))
