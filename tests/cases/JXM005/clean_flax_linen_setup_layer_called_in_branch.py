import flax.linen as nn
import jax
import jax.numpy as jnp

# Lookalike: a setup layer that only one branch calls makes no parameters when the branch
# does not run, so every leaf this init makes leads with 8, the batch's size.


class Model(nn.Module):
    wide: bool = False

    def setup(self):
        self.narrow = nn.Dense(8)
        self.extra = nn.Dense(3)

    def __call__(self, x):
        x = self.narrow(x)
        if self.wide:
            x = self.extra(x)
        return x


model = Model()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 8)))["params"]
xs = jnp.ones((8, 8))
out = jax.vmap(lambda p, x: p["narrow"]["kernel"] @ x + p["narrow"]["bias"])(params, xs)
assert "extra" not in params and out.shape == (8,)
