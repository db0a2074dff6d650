# The number of loop steps reaches the loss through a lambda the jitted step differentiates
import jax
import jax.numpy as jnp
from jax import lax


def loss_fn(params, x, steps):
    y = lax.fori_loop(0, steps, lambda i, y: jnp.tanh(y @ params["w"]), x)  # expect: JXM019 col 9
    return jnp.sum(y**2)


@jax.jit
def train_step(params, x, steps):
    grads = jax.grad(lambda p: loss_fn(p, x, steps))(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


print(train_step({"w": jnp.eye(2)}, jnp.ones((1, 2)), 3))
