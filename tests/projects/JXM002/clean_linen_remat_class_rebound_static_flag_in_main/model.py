import flax.linen as nn


class ResidualBlock(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, x, train):
        y = nn.Dense(self.features)(x)
        y = nn.BatchNorm(use_running_average=not train)(y)
        return x + nn.relu(y)


# remat's static_argnums counts self: (2,) names train, a Python bool in __call__ (the fix of flax#3946)
ResidualBlock = nn.remat(ResidualBlock, static_argnums=(2,))
