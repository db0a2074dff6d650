from flax import nnx


class Net(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(3, 4, rngs=rngs)

    def __call__(self, x):
        h = self.lin(x)
        best = int(h.argmax())  # expect: JXM007 col 16
        return h[best]


@nnx.jit
def step(model, x):
    return model(x)
