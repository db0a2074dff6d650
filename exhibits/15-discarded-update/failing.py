import jax.numpy as jnp

squares = jnp.zeros(4)
for i in range(4):
    squares.at[i].set(i**2)  # returns a new array, which is thrown away: squares is unchanged
print(squares)
