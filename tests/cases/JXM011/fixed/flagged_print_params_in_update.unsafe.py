# print('params', params) inside a jitted SGD update shows tracers, not weights (https://github.com/jax-ml/jax/issues/196)
import jax
import jax.numpy as jnp
from jax import jit, grad


def loss(params, batch):
    x, y = batch
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jit
def update(i, params, batch):
    jax.debug.print("params {}", params)  # expect: JXM011 col 5
    g = grad(loss)(params, batch)
    return {k: params[k] - 0.1 * g[k] for k in params}


params = {"w": jnp.ones((3, 1)), "b": jnp.zeros(1)}
batch = (jnp.ones((4, 3)), jnp.zeros((4, 1)))
for i in range(3):
    params = update(i, params, batch)
