from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnames=("params",))
def update(params):
    return jax.tree.map(lambda p: p * 0.9, params)


params = {"w": jnp.ones((2, 3)), "b": jnp.zeros(3)}
for step in range(3):
    new_params = update(params)
    if step == 2:
        print(new_params["w"].sum())
    params = new_params
print(params["b"])
