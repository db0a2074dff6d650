import jax
import jax.numpy as jnp

def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)

w = jnp.array([1.0, 2.0, 3.0])  # float weights: grad differentiates them
x, y = jnp.ones((4, 3)), jnp.zeros(4)
print(jax.grad(loss)(w, x, y))
