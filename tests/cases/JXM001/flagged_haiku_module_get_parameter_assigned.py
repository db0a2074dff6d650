# hk.get_parameter in an hk.Module's __call__ returns the initializer's JAX array when
# the transformed function that builds the module is initialised.
import haiku as hk
import jax
import jax.numpy as jnp


class Scale(hk.Module):
    def __call__(self, x):
        w = hk.get_parameter("w", (x.shape[-1],), init=jnp.ones)
        w[0] = 0.0  # expect: JXM001 col 9
        return x * w


def forward(x):
    return Scale()(x)


net = hk.transform(forward)
params = net.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
