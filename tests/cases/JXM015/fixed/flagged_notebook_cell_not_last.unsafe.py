# A discarded update inside a notebook cell that is not the cell's last expression (jupytext percent format)
# %%
import jax.numpy as jnp

# %%
jax_array = jnp.zeros((3, 3), dtype=jnp.float32)
jax_array = jax_array.at[1, :].set(1.0)  # expect: JXM015 col 1
print(jax_array)

# %%
jax_array
