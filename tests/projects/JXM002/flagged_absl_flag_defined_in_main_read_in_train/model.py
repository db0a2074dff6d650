import jax
import jax.numpy as jnp


@jax.jit
def apply_model(params, x, deterministic):
    y = x @ params
    if not deterministic:  # expect: JXM002 col 12
        y = y * 0.5
    return params + jnp.mean(y)
