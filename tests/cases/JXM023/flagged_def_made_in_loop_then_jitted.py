import jax
import jax.numpy as jnp

x = jnp.linspace(0.0, 1.0, 5)
for _ in range(3):

    def normalise(v):
        return (v - v.mean()) / (v.std() + 1e-6)

    x = jax.jit(normalise)(x)  # expect: JXM023 col 9
print(x)
