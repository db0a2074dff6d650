# The optimizer is static (hashable by identity), closed over, or left out by eqx.filter_jit.
from functools import partial

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-3)


@partial(jax.jit, static_argnums=0)
def step(tx, opt_state, params, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


@jax.jit
def closed_step(opt_state, params, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


params = {"w": jnp.ones(3)}
opt_state = tx.init(params)
grads = {"w": jnp.ones(3)}
params, opt_state = step(tx, opt_state, params, grads)
params, opt_state = closed_step(opt_state, params, grads)
params, opt_state = eqx.filter_jit(step.__wrapped__)(tx, opt_state, params, grads)
print(params)
