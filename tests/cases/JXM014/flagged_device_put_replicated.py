# jax.device_put_replicated to copy params to each local device for pmap: https://github.com/google/brax/issues/671
import jax
import jax.numpy as jnp

params = {"w": jnp.ones(3)}
replicated = jax.device_put_replicated(params, jax.local_devices())  # expect: JXM014 col 14
print(jax.tree_util.tree_map(lambda x: x.shape, replicated))
