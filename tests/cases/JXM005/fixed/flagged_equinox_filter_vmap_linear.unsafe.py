import equinox as eqx
import jax
import jax.numpy as jnp

model = eqx.nn.Linear(3, 4, key=jax.random.PRNGKey(0))


def predict(model, x):
    return model(x)


xs = jnp.ones((8, 3))
out = eqx.filter_vmap(predict, in_axes=(None, 0))(model, xs)  # expect: JXM005 col 7
