# .at[...].get() reads; as a statement it is a no-op, not a lost update
import jax.numpy as jnp

x = jnp.arange(4.0)
x.at[10].get(mode="fill", fill_value=-1.0)
value = x.at[10].get(mode="fill", fill_value=-1.0)
print(value)
