# No functools.partial in the file: flagged, with no fix to write.
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    @jax.jit  # expect: JXM022 col 6
    def __call__(self, x):
        return x * self.scale


scaler = Scaler(2.0)
print(scaler(jnp.ones(3)))
