import jax.numpy as jnp

squares = jnp.zeros(4)
for i in range(4):
    squares = squares.at[i].set(i**2)
print(squares)
