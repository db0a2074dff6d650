import jax
import jax.numpy as jnp


def total(w, xs):
    # out_axes=None: the mapped function returns the same scalar for every example
    return jax.vmap(lambda x: jnp.sum(w ** 2), out_axes=None)(xs)


print(jax.grad(total)(jnp.ones(3), jnp.ones((4, 2))))
