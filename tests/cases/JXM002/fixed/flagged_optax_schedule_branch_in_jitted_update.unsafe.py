import jax
import jax.numpy as jnp
import optax


def schedule(count):
    return jnp.where(count < 100, 1e-3, 1e-4)  # expect: JXM002 col 8


optimizer = optax.adam(learning_rate=schedule)
params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)


@jax.jit
def step(params, opt_state, grads):
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


print(step(params, opt_state, params))
