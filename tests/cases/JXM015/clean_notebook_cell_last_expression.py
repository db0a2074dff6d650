# The last expression of a notebook cell is displayed, not discarded (jupytext percent format; cf. JAX's arrays notebook)
# %%
import jax.numpy as jnp

x = jnp.arange(5)

# %%
x.at[0].set(10)

# %%
x.at[1:3].add(100)
