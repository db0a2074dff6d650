# One of the two leaves sharing a buffer is never read: jit prunes it, and the call runs.
import jax
import jax.numpy as jnp


def update(params):
    return {"w": params["w"] - 0.1}


w = jnp.ones(3)
params = {"w": w, "w_init": w}
step = jax.jit(update, donate_argnums=0)
new = step(params)
print(new)
