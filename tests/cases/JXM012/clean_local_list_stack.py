# a list created inside the jitted function collects tracers and is stacked before returning: no leak
import jax
import jax.numpy as jnp


@jax.jit
def polynomial_features(x):
    feats = []
    for p in range(1, 4):
        feats.append(x ** p)
    cache = {}
    cache["sum"] = x.sum()
    return jnp.stack(feats, axis=-1) / cache["sum"]


polynomial_features(jnp.arange(1.0, 4.0))
