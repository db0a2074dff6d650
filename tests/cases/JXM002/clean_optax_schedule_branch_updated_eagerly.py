import jax.numpy as jnp
import optax


def schedule(count):
    # optax calls it with the step count: a concrete array when update runs eagerly
    if count < 100:
        return 1e-3
    return 1e-4


optimizer = optax.chain(optax.scale_by_adam(), optax.scale_by_schedule(schedule))
params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)
updates, opt_state = optimizer.update(params, opt_state, params)
print(optax.apply_updates(params, updates))
