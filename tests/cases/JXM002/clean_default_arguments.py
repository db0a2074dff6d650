import jax
import jax.numpy as jnp


@jax.jit
def smooth(x, eps=1e-6, n_iter=2):
    while n_iter > 0 and eps > 0:
        x = jnp.sqrt(x * x + eps)
        n_iter = n_iter - 1
    return x


def shifted(x, shift=1.0):
    return x + shift if shift != 0 else x


smooth(jnp.array([-1.0, 2.0]))
jax.vmap(shifted)(jnp.arange(3.0))
