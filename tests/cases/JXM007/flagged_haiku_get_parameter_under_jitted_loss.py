import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    temperature = hk.get_parameter("temperature", (), init=jnp.ones)
    return x / float(temperature)  # expect: JXM007 col 16


net = hk.without_apply_rng(hk.transform(forward))
params = net.init(jax.random.PRNGKey(0), jnp.ones(3))


@jax.jit
def loss(params, x):
    return net.apply(params, x).sum()


print(loss(params, jnp.ones(3)))
