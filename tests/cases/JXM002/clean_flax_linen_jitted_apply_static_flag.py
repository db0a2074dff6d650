import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        x = nn.Dense(4)(x)
        if train:
            x = nn.Dropout(0.5, deterministic=False)(x, rng=jax.random.PRNGKey(2))
        return x


model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3))
fast = jax.jit(model.apply, static_argnames="train")
print(fast(variables, jnp.ones(3), train=True))
print(jax.jit(model.apply)(variables, jnp.ones(3)))  # train left at its default
