# hk.get_parameter returns the initializer's JAX array when the transformed function is initialised.
import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    w = hk.get_parameter("w", (x.shape[-1],), init=hk.initializers.Constant(1.0))
    w = w.at[0].set(0.0)  # expect: JXM001 col 5
    return x * w


net = hk.transform(forward)
params = net.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
