import jax
import jax.numpy as jnp


def loss(params, x):
    pred = x @ params["w"] + params["b"]
    return jnp.sum(pred ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
xs = jnp.ones((8, 3))
per_example = jax.vmap(jax.grad(loss), in_axes=(None, 0))(params, xs)
assert per_example["w"].shape == (8, 3, 2)
