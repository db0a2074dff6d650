# Per-example gradients of a haiku network: the params of net.init are mapped with the batch,
# and the biases lead with 16 and 1, not 32.
import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    x = jax.nn.relu(hk.Linear(16)(x))
    return hk.Linear(1)(x)


net = hk.without_apply_rng(hk.transform(forward))
params = net.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))


def loss(params, x, y):
    pred = net.apply(params, x)
    return jnp.mean((pred - y) ** 2)


xs = jnp.ones((32, 3))
ys = jnp.ones((32, 1))
grads = jax.vmap(jax.grad(loss))(params, xs, ys)  # expect: JXM005 col 9
