# The harness differentiates only args[0] (the weights); the kernel's while loop runs over
# args[1], the data, which carries no tangent: reverse mode never meets the loop.
import jax
import jax.numpy as jnp
from jax import lax


def kernel(w, x):
    x = lax.while_loop(lambda v: jnp.max(v) > 1.0, lambda v: 0.5 * v, x)
    return jnp.sum(w * x)


def loss_fn(*args):
    return kernel(*args) ** 2


print(jax.grad(loss_fn, argnums=(0,))(jnp.ones(3), jnp.array([4.0, 1.0, 9.0])))
