# An int literal and an int32 array: weak types promote within a kind.
import jax
import jax.numpy as jnp

i = jnp.arange(3)
print(jax.lax.cond(i.sum() > 1, lambda v: v.argmax(), lambda v: 0, i))
