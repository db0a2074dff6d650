# np.asarray on a traced value in a helper called from a jitted loss, as in https://github.com/unifyai/ivy/pull/16255
import jax
import jax.numpy as jnp
import numpy as np


def linear(params, x):
    x = np.asarray(x)  # expect: JXM009 col 9
    return x @ params["w"] + params["b"]


@jax.jit
def loss(params, x, y):
    return jnp.mean((linear(params, x) - y) ** 2)


params = {"w": jnp.ones((2, 1)), "b": jnp.zeros(1)}
loss(params, jnp.ones((4, 2)), jnp.zeros((4, 1)))
