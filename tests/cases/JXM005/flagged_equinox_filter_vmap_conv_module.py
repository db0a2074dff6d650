import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    conv: eqx.nn.Conv2d
    head: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 8, kernel_size=3, key=k1)
        self.head = eqx.nn.MLP(8 * 26 * 26, 10, 64, 2, key=k2)

    def __call__(self, x):
        return self.head(jnp.ravel(jax.nn.relu(self.conv(x))))


model = Encoder(jax.random.PRNGKey(0))
images = jnp.zeros((16, 1, 28, 28))
logits = eqx.filter_vmap(lambda m, x: m(x))(model, images)  # expect: JXM005 col 10
