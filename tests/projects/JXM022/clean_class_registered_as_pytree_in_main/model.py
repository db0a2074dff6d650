import jax


class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @jax.jit
    def scale(self, x):
        return self.factor * x
