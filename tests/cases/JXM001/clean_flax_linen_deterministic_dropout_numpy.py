import flax.linen as nn
import jax
import numpy as np


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        # A deterministic Dropout hands its input back as it is: a NumPy array stays one.
        y = nn.Dropout(0.5, deterministic=True)(x)
        y[0] = 0.0
        return y


print(Block().apply({}, np.ones(3)))
