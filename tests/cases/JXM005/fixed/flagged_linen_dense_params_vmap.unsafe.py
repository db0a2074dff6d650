import flax.linen as nn
import jax
import jax.numpy as jnp

# A single layer's parameters mapped with the inputs: its bias leads with 4, not 20.

model = nn.Dense(4)
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))


def predict(params, x):
    return model.apply({"params": params}, x)


xs = jax.random.normal(jax.random.PRNGKey(1), (20, 3))
out = jax.vmap(predict, in_axes=(None, 0))(variables["params"], xs)  # expect: JXM005 col 7
