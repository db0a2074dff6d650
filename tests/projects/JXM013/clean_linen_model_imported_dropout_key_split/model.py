import flax.linen as nn


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.Dropout(rate=0.2)(x, deterministic=not train)
        return nn.Dense(1)(x)
