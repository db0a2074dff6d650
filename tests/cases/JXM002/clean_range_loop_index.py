import jax
import jax.numpy as jnp


@jax.jit
def alternate(x):
    total = jnp.zeros(())
    n, _ = x.shape
    for i in range(n):
        if i % 2 == 0 and n > 1:
            total = total + x[i].sum()
    return total


alternate(jnp.ones((4, 2)))
