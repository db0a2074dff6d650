import jax.numpy as jnp
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(4, 2, rngs=rngs)

    def __call__(self, x, debug=False):
        logits = self.linear(x)
        if debug:  # a Python bool: fine
            if jnp.isnan(logits).any():  # expect: JXM002 col 16
                raise ValueError("NaN in the logits")
        return logits
