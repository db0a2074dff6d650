# Clipping each gradient in place: the values of jax.grad's dict are JAX arrays.
import jax
import jax.numpy as jnp


def loss(params, x):
    return jnp.sum((x @ params["w"] + params["b"]) ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
grads = jax.grad(loss)(params, jnp.ones((4, 3)))
for name, g in grads.items():
    g[g > 1.0] = 1.0  # expect: JXM001 col 5
