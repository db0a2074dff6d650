# hk.transform of a lambda: optax.squared_error keeps the batch, so the loss is not a scalar.
import haiku as hk
import jax
import jax.numpy as jnp
import optax

net = hk.without_apply_rng(hk.transform(lambda x: hk.Linear(1)(x)))


def loss_fn(params, x, y):
    return optax.squared_error(net.apply(params, x), y)


@jax.jit
def update(params, x, y):
    grads = jax.grad(loss_fn)(params, x, y)  # expect: JXM004 col 13
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)


x = jnp.ones((16, 3))
y = jnp.zeros((16, 1))
params = net.init(jax.random.PRNGKey(0), x)
params = update(params, x, y)
