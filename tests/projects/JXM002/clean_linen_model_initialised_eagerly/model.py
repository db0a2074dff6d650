import flax.linen as nn


class Gate(nn.Module):
    @nn.compact
    def __call__(self, x):
        if x.mean() > 0:  # init runs eagerly, on concrete values
            x = x * 2.0
        return nn.Dense(2)(x)
