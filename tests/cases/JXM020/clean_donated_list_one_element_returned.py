# Only the first element comes back in its shape: the second leaf is not reused, not deleted.
import jax
import jax.numpy as jnp


def first_plus_one(xs):
    return [xs[0] + 1]


xs = [jnp.ones((2, 3)), jnp.ones((3, 4))]
out = jax.jit(first_plus_one, donate_argnums=0)(xs)
print(xs[1].sum(), out[0])
