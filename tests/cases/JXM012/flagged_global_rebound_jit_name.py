# notebook style: a step function rebound as its jitted self stores its loss in a global; plotting it later raises
import jax
import jax.numpy as jnp

last_loss = None


def step(w, x):
    global last_loss
    loss = jnp.mean((x @ w) ** 2)
    last_loss = loss  # expect: JXM012 col 5
    return w - 0.1 * jax.grad(lambda w: jnp.mean((x @ w) ** 2))(w)


step = jax.jit(step)
w = step(jnp.ones(2), jnp.ones((3, 2)))
print("final loss", jnp.round(last_loss, 3))
