# A dict of arrays donated; each returned leaf is a donated leaf updated in shape.
import jax
import jax.numpy as jnp


def update(params):
    return {"w": params["w"] - 0.1, "b": params["b"] - 0.1}


params = {"w": jnp.ones(3), "b": jnp.zeros(3)}
step = jax.jit(update, donate_argnums=0)
new = step(params)
print(params["w"])  # expect: JXM020 col 7
