# Weight decay over an equinox MLP's layers, summed over a list.
import equinox as eqx
import jax
import jax.numpy as jnp

model = eqx.nn.MLP(3, 1, 8, 2, key=jax.random.PRNGKey(0))


def loss(model, x, y):
    pred = jax.vmap(model)(x)
    decay = jnp.sum(jnp.array([jnp.sum(layer.weight**2) for layer in model.layers]))  # expect: JXM016 col 21
    return jnp.mean((pred - y) ** 2) + 1e-4 * decay


print(eqx.filter_grad(loss)(model, jnp.ones((4, 3)), jnp.zeros((4, 1))))
