# The EMA leaf is a copy: two buffers, both donated.
import jax
import jax.numpy as jnp


def update(params):
    return {"w": params["w"] - 0.1, "w_ema": 0.9 * params["w_ema"] + 0.1 * params["w"]}


w = jnp.ones(3)
params = {"w": w, "w_ema": jnp.copy(w)}
step = jax.jit(update, donate_argnums=0)
params = step(params)
print(params)
