# Shape 6: grad bound to a name first and called later; h returns a nested-list jnp.array of shape (2, 2).
import jax
import jax.numpy as jnp


def h(x):
    return jnp.array([[x[0] * x[1], x[0]], [x[1], x[0] ** 2]])


d_h = jax.grad(h)

x0 = jnp.array([1.0, 2.0])
print(h(x0))
print(d_h(x0))  # expect: JXM004 col 7
