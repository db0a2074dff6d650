import equinox as eqx
import jax
import jax.numpy as jnp

# Per-example losses with plain jax.vmap: it maps the model's weight (2, 3) and bias (2,)
# along axis 0 too, against a batch of 16.

model = eqx.nn.Linear(3, 2, key=jax.random.PRNGKey(0))


def loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


xs = jnp.ones((16, 3))
ys = jnp.ones((16, 2))
per_example = jax.vmap(loss)(model, xs, ys)  # expect: JXM005 col 15
