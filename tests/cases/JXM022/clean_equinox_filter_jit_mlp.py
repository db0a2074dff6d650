# eqx.filter_jit leaves the MLP's activation static; an eqx.nn.Linear holds only arrays and
# static fields, so plain jax.jit traces it.
import equinox as eqx
import jax
import jax.numpy as jnp


def loss_fn(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


mlp = eqx.nn.MLP(2, 2, 8, 2, key=jax.random.PRNGKey(0))
linear = eqx.nn.Linear(2, 2, key=jax.random.PRNGKey(1))
x, y = jnp.ones((4, 2)), jnp.zeros((4, 2))
print(eqx.filter_jit(loss_fn)(mlp, x, y))
print(jax.jit(loss_fn)(linear, x, y))
params, static = eqx.partition(mlp, eqx.is_array)
print(jax.jit(lambda p, x, y: loss_fn(eqx.combine(p, static), x, y))(params, x, y))
