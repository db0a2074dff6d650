import flax.linen as nn
import jax
import jax.numpy as jnp


class Head(nn.Module):
    @nn.compact
    def __call__(self, x, normalize):
        if normalize:
            x = x / 2.0
        return nn.Dense(2)(x)


class Heads(nn.Module):
    @nn.compact
    def __call__(self, x):
        # in_axes None: normalize is not mapped, and stays the Python bool.
        VmapHead = nn.vmap(Head, in_axes=(0, None), variable_axes={"params": 0}, split_rngs={"params": True})
        return VmapHead()(x, True)


model = Heads()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((5, 3)))
print(model.apply(variables, jnp.ones((5, 3))).shape)
