import jax
import jax.numpy as jnp


def decay(w):
    return w * 0.9


step = jax.jit(decay, donate_argnums=0)
params = jnp.ones(3)
for _ in range(3):
    old_params = jnp.copy(params)
    params = step(params)
    change = float(jnp.abs(params - old_params).max())
print(change)
