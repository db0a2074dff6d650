# The factory's train step takes the dropout key and the loop splits a fresh one each step
import flax.linen as nn
import jax
import jax.numpy as jnp


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        h = nn.Dense(16)(x)
        h = nn.Dropout(0.5, deterministic=not train)(h)
        return nn.Dense(2)(h)


def make_steps(model):
    def forward(params, x, train, key):
        return model.apply({"params": params}, x, train=train, rngs={"dropout": key})

    @jax.jit
    def train_step(params, x, key):
        grads = jax.grad(lambda p: jnp.mean(forward(p, x, True, key) ** 2))(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)

    return forward, train_step


model = Policy()
x = jnp.ones((4, 3))
params = model.init(jax.random.PRNGKey(1), x)["params"]
forward, train_step = make_steps(model)
key = jax.random.PRNGKey(0)
for step in range(3):
    key, subkey = jax.random.split(key)
    params = train_step(params, x, subkey)
