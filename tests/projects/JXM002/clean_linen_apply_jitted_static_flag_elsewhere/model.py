import flax.linen as nn


class Classifier(nn.Module):
    classes: int = 3

    @nn.compact
    def __call__(self, x, normalize=False):
        logits = nn.Dense(self.classes)(x)
        if normalize:
            logits = nn.log_softmax(logits)
        return logits
