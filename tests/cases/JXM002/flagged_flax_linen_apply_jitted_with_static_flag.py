import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(4)(x)
        if train:  # static: a Python bool under this jit
            x = nn.Dropout(0.5, deterministic=False)(x, rng=jax.random.PRNGKey(0))
        if x.mean() > 0:  # expect: JXM002 col 12
            x = nn.relu(x)
        return x


model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3))
apply = jax.jit(model.apply, static_argnames="train")
print(apply(variables, jnp.ones(3), train=True))
