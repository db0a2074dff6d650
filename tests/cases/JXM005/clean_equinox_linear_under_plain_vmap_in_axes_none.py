import equinox as eqx
import jax
import jax.numpy as jnp

# The model is not mapped (in_axes None): one model, a batch of 16 examples.

model = eqx.nn.Linear(3, 2, key=jax.random.PRNGKey(0))


def loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


xs = jnp.ones((16, 3))
ys = jnp.ones((16, 2))
per_example = jax.vmap(loss, in_axes=(None, 0, 0))(model, xs, ys)
print(per_example.shape)
