import flax.linen as nn


class MLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        if x.mean() > 0:  # expect: JXM002 col 12
            x = x * 2
        return nn.Dense(1)(x)
