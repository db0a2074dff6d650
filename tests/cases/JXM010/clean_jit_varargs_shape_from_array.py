# a size read from the shape of an array in *args is a Python int under jit
import jax
import jax.numpy as jnp


@jax.jit
def padded(*args):
    x, template = args
    return jnp.zeros(template.shape[0]).at[: x.shape[0]].set(x)


print(padded(jnp.ones(2), jnp.zeros(5)))
