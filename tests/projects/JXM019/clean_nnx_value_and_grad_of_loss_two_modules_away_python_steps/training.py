from flax import nnx

import losses

STEPS = 3


class Model(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(2, 2, rngs=rngs)


@nnx.jit
def train_step(model, optimizer, x):
    loss, grads = nnx.value_and_grad(losses.refine_loss)(model, x, STEPS)
    optimizer.update(model, grads)
    return loss
