import flax.linen as nn
import jax
import jax.numpy as jnp


class AutoEncoder(nn.Module):
    def setup(self):
        self.encoder = nn.Dense(2)
        self.decoder = nn.Dense(4)

    def encode(self, x):
        z = self.encoder(x)
        print("latent", z)  # expect: JXM011 col 9
        return z

    def __call__(self, x):
        return self.decoder(self.encode(x))


model = AutoEncoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones(4))


@jax.jit
def embed(params, x):
    return model.apply(params, x, method=model.encode)


print(embed(params, jnp.ones(4)))
