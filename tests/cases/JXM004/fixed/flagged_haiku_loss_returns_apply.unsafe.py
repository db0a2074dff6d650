import haiku as hk
import jax
import jax.numpy as jnp

# The "loss" returns the network's output, shape (4, 1), not a scalar.


def net_fn(x):
    return hk.Linear(1)(x)


net = hk.without_apply_rng(hk.transform(net_fn))
x = jnp.ones((4, 3))
params = net.init(jax.random.PRNGKey(0), x)


def loss(params, x):
    return jnp.sum(net.apply(params, x))


g = jax.grad(loss)(params, x)  # expect: JXM004 col 5
