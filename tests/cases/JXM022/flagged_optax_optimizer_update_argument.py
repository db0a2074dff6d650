# An optax optimizer handed to a jitted update as a traced argument (PennyLaneAI/demos#1045):
# a GradientTransformation is a NamedTuple of its init and update functions, leaves jit refuses.
import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x):
    return jnp.sum((params["w"] * x) ** 2)


@jax.jit
def update(params, opt_state, optimizer, x):
    grads = jax.grad(loss_fn)(params, x)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


params = {"w": jnp.ones(3)}
optimizer = optax.adam(1e-3)
opt_state = optimizer.init(params)
params, opt_state = update(params, opt_state, optimizer, jnp.ones(3))  # expect: JXM022 col 47
