import jax
import jax.numpy as jnp

from model import MLP

model = MLP()
x = jnp.ones((16, 4))
key = jax.random.PRNGKey(0)
params_key, dropout_key = jax.random.split(key)
params = model.init(params_key, x, train=False)

for step in range(3):
    out = model.apply(params, x, train=True, rngs={"dropout": dropout_key})  # expect: JXM013 col 11
    print(step, out.sum())
