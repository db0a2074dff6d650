# The model is initialised with keys, but its dropout stream is handed a seed at apply
# (rngs={"dropout": 1}): flax raises ValueError "The ``rngs`` argument passed to an apply
# function should be a ``jax.PRNGKey`` or a dictionary mapping strings to ``jax.PRNGKey``."
import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        return nn.Dropout(0.5, deterministic=not train)(nn.Dense(4)(x))


model = Net()
x = jnp.ones((2, 3))
variables = model.init(jax.random.PRNGKey(0), x, train=False)
print(model.apply(variables, x, train=True, rngs={"dropout": 1}))  # expect: JXM017 col 62
