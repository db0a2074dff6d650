import jax
import jax.numpy as jnp
import optax


def update(params, grads, opt_state, optimizer):
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3))
params = jnp.ones(3)
opt_state = optimizer.init(params)
params, opt_state = jax.jit(update)(params, jnp.ones(3), opt_state, optimizer)  # expect: JXM022 col 69
