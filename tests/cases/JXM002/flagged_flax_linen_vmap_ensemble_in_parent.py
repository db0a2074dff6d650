import flax.linen as nn
import jax
import jax.numpy as jnp


class Member(nn.Module):
    @nn.compact
    def __call__(self, x):
        y = nn.Dense(2)(x)
        if y.sum() > 0:  # expect: JXM002 col 12
            return y
        return -y


Ensemble = nn.vmap(Member, variable_axes={"params": 0}, split_rngs={"params": True}, in_axes=0, out_axes=0, axis_size=4)


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return Ensemble()(x).mean(0)


x = jnp.ones((4, 3))
variables = Model().init(jax.random.PRNGKey(0), x)
print(Model().apply(variables, x).shape)
