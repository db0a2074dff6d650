# Second derivatives at many points (jax#28110): the points are a column, so each example
# vmap hands the inner grad is an array of shape (1,), and f returns (1,), not a scalar.
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * x ** 2


x = jnp.linspace(0.0, 1.0, 10).reshape(-1, 1)
d2f = jax.vmap(jax.grad(jax.grad(f)))(x)  # expect: JXM004 col 7
print(d2f.shape)
