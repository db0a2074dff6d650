# equinox's filter_grad differentiates the floating-point arrays only.
import equinox as eqx
import jax
import jax.numpy as jnp

model = eqx.nn.Linear(3, 1, key=jax.random.PRNGKey(0))


def loss(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


steps = 3
print(eqx.filter_grad(loss)(model, jnp.ones((4, 3)), jnp.zeros((4, 1))).weight.shape, steps)
