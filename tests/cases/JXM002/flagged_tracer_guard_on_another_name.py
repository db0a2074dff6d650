import jax
import jax.numpy as jnp


def clip_outliers(x, threshold):
    if isinstance(threshold, jax.core.Tracer):
        return jnp.clip(x, -threshold, threshold)
    # threshold is a Python number here, but x is still traced.
    if x.max() > threshold:  # expect: JXM002 col 8
        return jnp.clip(x, -threshold, threshold)
    return x


@jax.jit
def normalize(x):
    return clip_outliers(x, 3.0) / 3.0


normalize(jnp.array([0.5, 4.0, -1.0]))
