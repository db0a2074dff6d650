# the same NumPy schedule, but the optimizer's update runs eagerly: optax hands it a concrete
# int32 array, which NumPy converts
import math

import jax.numpy as jnp
import numpy as np
import optax


def schedule(n):
    return (1 + np.cos(math.pi * (n % 100) / 100)) * 0.01


op = optax.sgd(schedule)
params = {"w": jnp.ones(3)}
opt_state = op.init(params)
for _ in range(3):
    updates, opt_state = op.update({"w": jnp.ones(3)}, opt_state, params)
    params = optax.apply_updates(params, updates)
print(params["w"])
