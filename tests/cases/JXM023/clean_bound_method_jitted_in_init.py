# The method is jitted once, in __init__, and stored under its own name: the loop reads the
# one stored function, which JAX's cache finds again.
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self):
        self.scale = jax.jit(self.scale)

    def scale(self, x):
        return 2.0 * x


scaler = Scaler()
x = jnp.ones(3)
for _ in range(3):
    x = jax.jit(scaler.scale)(x)
print(x)
