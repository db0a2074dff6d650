import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def normalise(x, eps, training):
    if training:
        x = x * 0.9
    if jnp.max(x) > 1.0:  # expect: JXM002 col 8
        x = x / jnp.max(x)
    return x / (jnp.std(x) + eps)


print(normalise(jnp.arange(4.0), 1e-6, True))
