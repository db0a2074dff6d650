# A gradient of a params dict is a dict of JAX arrays: zeroing a row of one leaf in place fails.
import jax
import jax.numpy as jnp


def loss(params, x):
    return jnp.sum((x @ params["w"] + params["b"]) ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
grads = jax.grad(loss)(params, jnp.ones((4, 3)))
grads["w"][0] = 0.0  # expect: JXM001 col 1
