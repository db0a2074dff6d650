# notebook style: a plain def rebound as its jitted self (step = jax.jit(step)); print(f"...") of the gradients shows tracers
import jax
import jax.numpy as jnp


def step(params, grads, lr):
    jax.debug.print("grads: {}", grads)  # expect: JXM011 col 5
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


step = jax.jit(step)
params = {"w": jnp.ones(2)}
for _ in range(2):
    params = step(params, {"w": jnp.full(2, 0.5)}, 0.1)
