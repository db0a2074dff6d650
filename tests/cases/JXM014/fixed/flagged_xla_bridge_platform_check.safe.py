# jax.lib.xla_bridge.get_backend().platform to choose a dtype: https://github.com/google/jaxopt/pull/622
import jax
import jax.extend.backend
import jax.numpy as jnp


def compute_dtype():
    if jax.extend.backend.get_backend().platform == "tpu":  # expect: JXM014 col 8
        return jnp.bfloat16
    return jnp.float32


print(compute_dtype())
