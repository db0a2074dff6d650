# A linen Module marked static (it hashes as a frozen dataclass): jit never traces it.
from functools import partial

import jax
import jax.numpy as jnp
from flax import linen as nn


class Model(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.features)(x)


@partial(jax.jit, static_argnums=0)
def eval_step(model, params, x):
    return model.apply({"params": params}, x)


model = Model(3)
x = jnp.ones((4, 2))
params = model.init(jax.random.PRNGKey(0), x)["params"]
print(eval_step(model, params, x).shape)
