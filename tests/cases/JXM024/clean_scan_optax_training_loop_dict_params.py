# An optax training loop run by lax.scan: optax.apply_updates maps the params dict leaf by
# leaf, so the carry keeps its structure (the probml notebooks' Laplace approximation).
import jax
import jax.numpy as jnp
import optax


def loss_fn(params, data):
    return jnp.sum((params["theta"] - data) ** 2)


data = jnp.ones(5)
params = {"theta": 0.5}
optimizer = optax.adam(0.01)
opt_state = optimizer.init(params)


@jax.jit
def train_step(carry, _):
    params = carry["params"]
    loss, grads = jax.value_and_grad(loss_fn)(params, data)
    updates, opt_state = optimizer.update(grads, carry["opt_state"])
    params = optax.apply_updates(params, updates)
    return {"params": params, "opt_state": opt_state}, loss


carry = {"params": params, "opt_state": opt_state}
last, losses = jax.lax.scan(train_step, carry, jnp.ones(10))
print(last["params"]["theta"], losses[-1])
