import flax.linen as nn


class Classifier(nn.Module):
    classes: int = 3

    @nn.compact
    def __call__(self, x):
        logits = nn.Dense(self.classes)(x)
        if logits.max() > 10:  # expect: JXM002 col 12
            logits = logits / 10
        return logits
