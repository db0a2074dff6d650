import jax
import jax.numpy as jnp


@jax.jit
def accumulate(acc, v):
    return acc + jnp.tanh(v)


total = jnp.zeros(3)
for i in range(5):
    total = accumulate(total, jnp.full(3, float(i)))
print(total)
