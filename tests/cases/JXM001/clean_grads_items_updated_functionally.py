# Each clipped gradient is a new array stored back under its name: runs.
import jax
import jax.numpy as jnp


def loss(params, x):
    return jnp.sum((x @ params["w"] + params["b"]) ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
grads = jax.grad(loss)(params, jnp.ones((4, 3)))
for name, g in grads.items():
    grads[name] = g.at[g > 1.0].set(1.0)
clipped = jax.tree.map(lambda g: jnp.clip(g, -1.0, 1.0), grads)
print(clipped["w"])
