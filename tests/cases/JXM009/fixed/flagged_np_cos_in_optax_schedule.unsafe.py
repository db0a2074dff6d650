# a learning-rate schedule with NumPy, handed to optax.sgd and run by a jitted update: optax
# calls it with the step count, a traced int32 scalar; netket#908: https://github.com/netket/netket/issues/908
import math

import jax
import jax.numpy as jnp
import numpy as np
import optax


def schedule(n):
    restart = 100
    return (1 + jnp.cos(math.pi * (n % restart) / restart)) * 0.01  # expect: JXM009 col 17


op = optax.sgd(schedule)
params = {"w": jnp.ones(3)}
opt_state = op.init(params)


@jax.jit
def update(params, opt_state, grads):
    updates, opt_state = op.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params, opt_state = update(params, opt_state, {"w": jnp.ones(3)})
