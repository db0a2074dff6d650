# The optimizer is closed over by one jitted update and static in the other: jit traces
# neither (a GradientTransformation hashes as a tuple of its functions).
from functools import partial

import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x):
    return jnp.sum((params["w"] * x) ** 2)


optimizer = optax.adam(1e-3)


@jax.jit
def update(params, opt_state, x):
    grads = jax.grad(loss_fn)(params, x)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


@partial(jax.jit, static_argnums=2)
def update_with(params, opt_state, tx, x):
    grads = jax.grad(loss_fn)(params, x)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)
params, opt_state = update(params, opt_state, jnp.ones(3))
params, opt_state = update_with(params, opt_state, optimizer, jnp.ones(3))
print(params["w"])
