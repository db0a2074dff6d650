# The helper jits a method of the model it is handed, and the loop hands it the same model on
# every step (jax-ml/jax#9672's bound method, one call away): a new bound method per call, so
# a trace per step.
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, factor):
        self.factor = factor

    def scale(self, x):
        return self.factor * x


def apply(model, x):
    return jax.jit(model.scale)(x)  # expect: JXM023 col 12


scaler = Scaler(0.5)
x = jnp.ones(3)
for _ in range(3):
    x = apply(scaler, x)
print(x)
