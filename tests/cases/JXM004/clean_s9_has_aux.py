# Shape 9 trap: the (loss, aux) function given to grad with has_aux=True.
import jax
import jax.numpy as jnp

x = jnp.asarray([1.0, 2.0, 3.0, 4.0])
y = jnp.asarray([1.1, 2.1, 3.1, 4.1])


def squared_error_with_aux(x, y):
    return jnp.sum((x - y) ** 2), x - y


print(jax.grad(squared_error_with_aux, has_aux=True)(x, y))
