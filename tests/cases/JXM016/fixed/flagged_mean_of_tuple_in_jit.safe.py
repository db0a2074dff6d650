# Two losses averaged as a tuple inside the jitted loss.
import jax
import jax.numpy as jnp


@jax.jit
def loss(w, x, y):
    pred = x @ w
    mse = jnp.mean((pred - y) ** 2)
    l1 = jnp.mean(jnp.abs(w))
    return jnp.mean(jnp.array((mse, l1)))  # expect: JXM016 col 21


x = jnp.ones((4, 3))
print(loss(jnp.ones(3), x, jnp.zeros(4)))
