import jax
import jax.numpy as jnp

x = jax.device_put(jnp.ones((2, 3)), jax.devices()[0])
x.delete()
x.delete()
first = x[0]  # expect: JXM020 col 9
