from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=(0,))
def update(buffer, index, value):
    return buffer.at[index].set(value)


buffer = jnp.zeros(5)
updated = update(buffer, 2, 1.0)
print(jnp.allclose(buffer, updated))  # expect: JXM020 col 20
