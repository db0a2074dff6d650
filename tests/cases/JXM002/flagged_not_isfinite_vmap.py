import jax
import jax.numpy as jnp


@jax.vmap
def safe_log(x):
    if not jnp.isfinite(x):  # expect: JXM002 col 12
        return 0.0
    return jnp.log(x)


safe_log(jnp.array([1.0, 2.0, jnp.inf]))
