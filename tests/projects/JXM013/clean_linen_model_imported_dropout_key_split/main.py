import jax
import jax.numpy as jnp

from model import MLP

model = MLP()
x = jnp.ones((16, 4))
key = jax.random.PRNGKey(0)
params_key, dropout_key = jax.random.split(key)
params = model.init(params_key, x, train=False)

for step in range(3):
    dropout_key, step_key = jax.random.split(dropout_key)
    out = model.apply(params, x, train=True, rngs={"dropout": step_key})
    print(step, out.sum())
