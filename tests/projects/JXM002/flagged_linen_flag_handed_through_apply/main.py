import jax
import jax.numpy as jnp

from model import Net

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.ones(3), False)


@jax.jit  # train, a Python bool here, reaches Net.__call__ as a tracer
def step(params, x, train):
    return model.apply(params, x, train).sum()


print(step(params, jnp.ones(3), True))
