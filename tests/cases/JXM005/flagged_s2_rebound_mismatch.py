# Shape 2: a is rebound to a batch of another size between two vmap calls; the second call sees 4 against 3.
import jax
import jax.numpy as jnp


def f(a, b):
    return a @ b


a = jnp.ones((3, 2))
b = jnp.ones((3, 2))
print(jax.vmap(f)(a, b))
a = jnp.ones((4, 2))
print(jax.vmap(f)(a, b))  # expect: JXM005 col 7
