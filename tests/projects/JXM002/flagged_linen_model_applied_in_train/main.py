import jax
import jax.numpy as jnp

from model import MLP

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))


@jax.jit
def train_step(params, x):
    def loss_fn(p):
        return jnp.mean(model.apply(p, x) ** 2)

    return jax.grad(loss_fn)(params)


print(train_step(params, jnp.ones((2, 3))))
