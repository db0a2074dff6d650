import jax.numpy as jnp
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(4, 2, rngs=rngs)

    def __call__(self, x, debug=False):
        logits = self.linear(x)
        if debug:  # a Python bool: fine
            if logits.shape[-1] != 2:  # a shape: known while tracing
                raise ValueError("expected two classes")
        return jnp.asarray(logits)
