# Shape 6 trap: jax.jacobian accepts the matrix-valued h that grad rejects.
import jax
import jax.numpy as jnp


def h(x):
    return jnp.array([[x[0] * x[1], x[0]], [x[1], x[0] ** 2]])


d_h = jax.jacobian(h)
print(d_h(jnp.array([1.0, 2.0])).shape)
