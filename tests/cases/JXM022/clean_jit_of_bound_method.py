# jax.jit over a bound method: the instance is bound, not an argument.
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, x):
        return x * self.scale


scaler = Scaler(2.0)
fast = jax.jit(scaler.apply)
print(fast(jnp.ones(2)))
