import jax
import jax.numpy as jnp


def train_step(params, batch):
    grads = jax.grad(lambda p: jnp.mean((batch @ p) ** 2))(params)
    return params - 0.1 * grads


train_step = jax.jit(train_step, donate_argnums=0)


def train(params, batches):
    for batch in batches:
        params = train_step(params, batch)  # expect: JXM020 col 33
    return params


print(train(jnp.ones(3), [jnp.ones((4, 3))] * 3))
