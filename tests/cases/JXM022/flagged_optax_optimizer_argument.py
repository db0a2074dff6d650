import jax
import jax.numpy as jnp
import optax


@jax.jit
def step(tx, opt_state, params, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


tx = optax.adam(1e-3)
params = {"w": jnp.ones(3)}
opt_state = tx.init(params)
grads = {"w": jnp.ones(3)}
params, opt_state = step(tx, opt_state, params, grads)  # expect: JXM022 col 26
