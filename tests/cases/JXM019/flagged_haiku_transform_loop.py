# A haiku network whose output is refined by a while_loop; the loss differentiates its params.
import haiku as hk
import jax
import jax.numpy as jnp
from jax import lax


def forward(x):
    h = hk.Linear(3)(x)
    return lax.while_loop(lambda h: jnp.sum(h**2) > 1.0, lambda h: 0.5 * h, h)  # expect: JXM019 col 12


net = hk.without_apply_rng(hk.transform(forward))
x = jnp.ones((1, 2))
params = net.init(jax.random.PRNGKey(0), x)


def loss(params, x):
    return jnp.sum(net.apply(params, x))


print(jax.grad(loss)(params, x))
