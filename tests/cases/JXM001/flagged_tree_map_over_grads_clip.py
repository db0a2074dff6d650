# A helper clipping each gradient in place, mapped over jax.grad's output: every leaf is a JAX array.
import jax
import jax.numpy as jnp


def loss(params, x):
    return jnp.mean((x @ params["kernel"] + params["bias"]) ** 2)


def clip_in_place(g):
    g[g > 1.0] = 1.0  # expect: JXM001 col 5
    return g


params = {"kernel": jnp.ones((3, 2)), "bias": jnp.zeros(2)}
grads = jax.grad(loss)(params, jnp.ones((8, 3)))
grads = jax.tree.map(clip_in_place, grads)
