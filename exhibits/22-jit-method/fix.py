import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, x):
        return _scale(x, self.scale)


@jax.jit  # a jitted function of arrays; the instance stays outside
def _scale(x, scale):
    return x * scale


scaler = Scaler(2.0)
print(scaler.apply(jnp.arange(3.0)))
