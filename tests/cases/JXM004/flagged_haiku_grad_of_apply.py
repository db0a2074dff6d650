import haiku as hk
import jax
import jax.numpy as jnp

# jax.grad handed the transformed apply itself: it returns the MLP's output, shape (4, 1).


def forward(x):
    return hk.nets.MLP([8, 1])(x)


net = hk.without_apply_rng(hk.transform(forward))
x = jnp.ones((4, 3))
params = net.init(jax.random.PRNGKey(0), x)
g = jax.grad(net.apply)(params, x)  # expect: JXM004 col 5
