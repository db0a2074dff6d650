import jax


class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @jax.jit  # expect: JXM022 col 6
    def scale(self, x):
        return self.factor * x
