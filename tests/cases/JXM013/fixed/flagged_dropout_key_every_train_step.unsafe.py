# The same dropout key is passed to every training step, from https://github.com/google/flax/pull/2631 (review) and https://github.com/patrick-kidger/equinox/issues/498
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, y, dropout_key):
    keep = jax.random.bernoulli(dropout_key, 0.5, x.shape)
    x = jnp.where(keep, x / 0.5, 0.0)
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.1 * g, loss


root_key = jax.random.PRNGKey(0)
params_key, dropout_key = jax.random.split(root_key)
w = jax.random.normal(params_key, (4, 1))
x = jnp.ones((8, 4))
y = jnp.ones((8, 1))
for step in range(3):
    dropout_key, dropout_key_1 = jax.random.split(dropout_key)
    w, loss = train_step(w, x, y, dropout_key_1)  # expect: JXM013 col 15
    print(step, loss)
