# A bound method of an instance built once, jitted on every pass of the loop.
from jax import jit
import jax.numpy as jnp


class Scaler:
    def scale(self, x):
        return 2.0 * x


scaler = Scaler()
x = jnp.ones(3)
for _ in range(3):
    x = jit(scaler.scale)(x)  # expect: JXM023 col 9
print(x)
