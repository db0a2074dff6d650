from functools import partial

import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


@partial(jax.jit, donate_argnums=(0, 1))
def update(params, opt_state, batch):
    grads = jax.grad(lambda p: jnp.mean((batch @ p["w"]) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)
batch = jnp.ones((4, 3))
new_params, new_opt_state = update(params, opt_state, batch)
print(new_params["w"] - params["w"])  # expect: JXM020 col 25
