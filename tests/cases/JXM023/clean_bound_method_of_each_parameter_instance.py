# The helper jits a method of the model it is handed, and the loop hands it another model each
# time: each trace is of another instance's method (another factor), meant.
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, factor):
        self.factor = factor

    def scale(self, x):
        return self.factor * x


def apply(model, x):
    return jax.jit(model.scale)(x)


x = jnp.ones(3)
for scaler in [Scaler(0.5), Scaler(2.0), Scaler(3.0)]:
    x = apply(scaler, x)
print(x)
