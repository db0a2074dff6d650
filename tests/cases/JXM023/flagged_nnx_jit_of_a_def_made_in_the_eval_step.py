# energnn/energnn#75 ("Perf/speedup trainer jit caching"), Trainer.eval_step before the fix:
# nnx.jit over a def the step makes on every call, and the evaluation loop calls the step
# once per batch, so each batch traces and compiles the forward pass again (the PR cached
# the jitted functions in __init__: "7.5-12x speedup").
import jax.numpy as jnp
from flax import nnx


class Trainer:
    def __init__(self):
        self.model = nnx.Linear(3, 2, rngs=nnx.Rngs(0))

    def eval_step(self, eval_step, batch):
        def f(model, context):
            decision = model(context)
            return decision, jnp.mean(decision)

        decision, info = nnx.jit(f)(model=self.model, context=batch)  # expect: JXM023 col 26
        return float(jnp.sum(decision)), info

    def eval(self, loader):
        scores = []
        for step, batch in enumerate(loader):
            score, infos = self.eval_step(step, batch)
            scores.append(score)
        return sum(scores) / len(scores)


trainer = Trainer()
print(trainer.eval([jnp.ones((4, 3)) * i for i in range(3)]))
