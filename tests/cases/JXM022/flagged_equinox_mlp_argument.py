# eqx.nn.MLP is a pytree whose ``activation`` leaf is a function: jax.jit (unlike
# eqx.filter_jit) abstracts every leaf, so the model as a traced argument raises.
import equinox as eqx
import jax
import jax.numpy as jnp


def loss_fn(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


def train_step(model, x, y):
    return jax.jit(loss_fn)(model, x, y)  # expect: JXM022 col 29


model = eqx.nn.MLP(2, 2, 8, 2, key=jax.random.PRNGKey(0))
print(train_step(model, jnp.ones((4, 2)), jnp.zeros((4, 2))))
