import haiku as hk
import jax
import jax.numpy as jnp

# The mean of the output (and, with state, the output taken out of the pair) is a scalar.


def net_fn(x):
    return hk.Linear(1)(x)


net = hk.without_apply_rng(hk.transform(net_fn))
stateful = hk.without_apply_rng(hk.transform_with_state(net_fn))
x = jnp.ones((4, 3))
params = net.init(jax.random.PRNGKey(0), x)
_, state = stateful.init(jax.random.PRNGKey(0), x)


def loss(params, x):
    return jnp.mean(net.apply(params, x))


def stateful_loss(params, x):
    out, _ = stateful.apply(params, state, x)
    return jnp.mean(out)


print(jax.grad(loss)(params, x))
print(jax.grad(stateful_loss)(params, x))
