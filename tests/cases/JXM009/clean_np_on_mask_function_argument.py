# a mask function handed to optax.adamw runs inside the jitted update too, but optax hands it
# the parameter pytree, not the step count: NumPy only reads its structure here
import jax
import jax.numpy as jnp
import numpy as np
import optax


def decay_mask(params):
    return {name: np.ndim(np.shape(leaf)) > 0 and len(np.shape(leaf)) > 1 for name, leaf in params.items()}


tx = optax.adamw(learning_rate=1e-3, weight_decay=1e-4, mask=decay_mask)
params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
opt_state = tx.init(params)


@jax.jit
def update(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params, opt_state = update(params, opt_state, jax.tree.map(jnp.ones_like, params))
