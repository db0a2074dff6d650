import jax
import jax.numpy as jnp
import optax

from optim import optimizer

params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)


@jax.jit
def step(params, opt_state, grads):
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


print(step(params, opt_state, params))
