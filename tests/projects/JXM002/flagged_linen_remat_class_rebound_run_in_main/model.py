import flax.linen as nn


class ResidualBlock(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, x, train):
        y = nn.Dense(self.features)(x)
        y = nn.BatchNorm(use_running_average=not train)(y)  # expect: JXM002 col 50
        return x + nn.relu(y)


# remat's static_argnums counts self: (1,) names x, so train reaches __call__ traced (flax#3946)
ResidualBlock = nn.remat(ResidualBlock, static_argnums=(1,))
