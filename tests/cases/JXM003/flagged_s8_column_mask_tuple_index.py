# Shape 8: selecting columns with x[:, mask] under jit.
import jax
import jax.numpy as jnp


@jax.jit
def positive_columns(x):
    return x[:, x[0] > 0]  # expect: JXM003 col 17


print(positive_columns(jnp.array([[1.0, -1.0, 2.0], [3.0, 4.0, 5.0]])))
