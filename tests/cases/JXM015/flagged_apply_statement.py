# .at[].apply(fn) as a statement in notebook-style module code
import jax.numpy as jnp

angles = jnp.linspace(0.0, 1.0, 5)
angles.at[::2].apply(jnp.sin)  # expect: JXM015 col 1
print(angles)
