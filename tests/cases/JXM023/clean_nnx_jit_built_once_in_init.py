# energnn/energnn#75's fix: the trainer builds its nnx.jit once, in __init__, and every
# evaluation step calls that one jitted function: one trace for the whole loop.
import jax.numpy as jnp
from flax import nnx


def forward(model, context):
    decision = model(context)
    return decision, jnp.mean(decision)


class Trainer:
    def __init__(self):
        self.model = nnx.Linear(3, 2, rngs=nnx.Rngs(0))
        self._forward = nnx.jit(forward)

    def eval_step(self, eval_step, batch):
        decision, info = self._forward(self.model, batch)
        return float(jnp.sum(decision)), info

    def eval(self, loader):
        scores = []
        for step, batch in enumerate(loader):
            score, infos = self.eval_step(step, batch)
            scores.append(score)
        return sum(scores) / len(scores)


trainer = Trainer()
print(trainer.eval([jnp.ones((4, 3)) * i for i in range(3)]))
