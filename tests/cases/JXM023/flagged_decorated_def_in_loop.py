import jax
import jax.numpy as jnp

total = jnp.zeros(3)
for i in range(5):

    @jax.jit  # expect: JXM023 col 6
    def accumulate(acc, v):
        return acc + jnp.tanh(v)

    total = accumulate(total, jnp.full(3, float(i)))
print(total)
