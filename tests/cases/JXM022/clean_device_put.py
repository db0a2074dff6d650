# A device goes to device_put (or to jit's options), never through a traced argument.
import jax
import jax.numpy as jnp


@jax.jit
def double(x):
    return x * 2


x = jax.device_put(jnp.ones(3), jax.devices()[0])
print(double(x), len(jax.devices()))
