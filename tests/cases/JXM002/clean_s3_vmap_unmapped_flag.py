# Shape 3 trap: vmap with in_axes=None for the flag leaves it a Python bool.
import jax
import jax.numpy as jnp


def maybe_abs(x, use_abs):
    if use_abs:
        return jnp.abs(x)
    return x


print(jax.vmap(maybe_abs, in_axes=(0, None))(jnp.array([-1.0, 2.0]), True))
