import flax.linen as nn


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(4)(x)
        if train:  # expect: JXM002 col 12
            x = x * 0.5
        return x
