import jax
import jax.numpy as jnp

total = jnp.zeros(3)
@jax.jit  # expect: JXM023 col 6
def accumulate(acc, v):
    return acc + jnp.tanh(v)
for i in range(5):
    total = accumulate(total, jnp.full(3, float(i)))
print(total)
