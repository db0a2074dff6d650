import flax.linen as nn


class MLP(nn.Module):
    features: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.features)(x)
        if x.mean() > 0:  # expect: JXM002 col 12
            x = nn.relu(x)
        return x
