import flax.linen as nn
import jax
import jax.numpy as jnp


class Member(nn.Module):
    @nn.compact
    def __call__(self, x):
        y = nn.Dense(2)(x)
        # each member's parameters are batch tracers under nn.vmap, even in an eager init
        if y.sum() > 0:  # expect: JXM002 col 12
            return y
        return -y


Ensemble = nn.vmap(
    Member,
    variable_axes={"params": 0},
    split_rngs={"params": True},
    in_axes=None,
    out_axes=0,
    axis_size=4,
)
model = Ensemble()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((3,)))
print(model.apply(variables, jnp.ones((3,))).shape)
