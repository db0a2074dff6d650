# Shape 9 trap: the gradient is clipped with .at[].set, which returns a new array.
import jax
import jax.numpy as jnp


def loss(w):
    return jnp.sum(w ** 2)


g = jax.grad(loss)(jnp.array([3.0, -1.0]))
g = g.at[0].set(jnp.clip(g[0], -1.0, 1.0))
print(g)
