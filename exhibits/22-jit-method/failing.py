import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    @jax.jit  # self is traced like x: a Scaler is no array and no pytree
    def apply(self, x):
        return x * self.scale


scaler = Scaler(2.0)
print(scaler.apply(jnp.arange(3.0)))
