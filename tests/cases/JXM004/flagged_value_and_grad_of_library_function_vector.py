# value_and_grad of jax.nn.relu handed a vector: relu keeps its argument's shape (3,)
import jax
import jax.numpy as jnp

xs = jnp.linspace(-1.0, 1.0, 3)
value, slope = jax.value_and_grad(jax.nn.relu)(xs)  # expect: JXM004 col 16
print(value, slope)
