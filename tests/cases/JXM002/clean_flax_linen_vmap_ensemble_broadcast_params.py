import flax.linen as nn
import jax
import jax.numpy as jnp


class Member(nn.Module):
    @nn.compact
    def __call__(self, x):
        y = nn.Dense(2)(x)
        # params broadcast (axis None) and x unmapped: y is a concrete array in init
        if y.sum() > 0:
            return y
        return -y


Shared = nn.vmap(
    Member,
    variable_axes={"params": None},
    split_rngs={"params": False},
    in_axes=None,
    out_axes=0,
    axis_size=4,
)
model = Shared()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((3,)))
print(jax.tree.map(jnp.shape, variables))
