import jax
import jax.numpy as jnp
import optax


def init_fn(params):
    print("init", params)  # runs eagerly, in optimizer.init
    return optax.EmptyState()


def update_fn(updates, state, params=None):
    print("updates", updates)  # expect: JXM011 col 5
    return jax.tree_util.tree_map(lambda g: -0.1 * g, updates), state


optimizer = optax.GradientTransformation(init_fn, update_fn)
params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)


@jax.jit
def step(params, opt_state):
    updates, opt_state = optimizer.update(params, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


print(step(params, opt_state))
