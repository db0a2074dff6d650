# An update of a dict entry thrown away: the cure assigns the entry, not a new name.
import jax.numpy as jnp

grads = {"embed": jnp.ones((3, 2)), "out": jnp.ones(2)}
grads["embed"] = grads["embed"].at[0].set(0.0)  # expect: JXM015 col 1
print(grads["embed"][0])
