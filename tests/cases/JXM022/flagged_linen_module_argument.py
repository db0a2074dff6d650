# A flax linen Module handed to a jitted step as a traced argument (flax#853): a linen
# Module is a dataclass, no pytree, so jit cannot abstract it.
import jax
import jax.numpy as jnp
from flax import linen as nn


class Model(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.features)(x)


@jax.jit
def eval_step(model, params, batch):
    logits = model.apply({"params": params}, batch["X"])
    return jnp.mean((logits - batch["y"]) ** 2)


def eval_model(model, params, test_ds):
    return eval_step(model, params, test_ds)  # expect: JXM022 col 22


model = Model(3)
test_ds = {"X": jnp.ones((4, 2)), "y": jnp.ones((4, 3))}
params = model.init(jax.random.PRNGKey(0), test_ds["X"])["params"]
print(eval_model(model, params, test_ds))
