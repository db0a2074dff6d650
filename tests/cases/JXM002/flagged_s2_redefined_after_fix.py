# Shape 2: the working def comes first; a later cell "simplifies" it to a Python if and vmaps the new definition.
import jax
import jax.numpy as jnp


def relu(x):
    return jnp.where(x > 0, x, 0.0)


print(jax.vmap(relu)(jnp.arange(-2.0, 3.0)))


def relu(x):
    if x > 0:  # expect: JXM002 col 8
        return x
    return 0.0


print(jax.vmap(relu)(jnp.arange(-2.0, 3.0)))
