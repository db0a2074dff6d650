# Stack Overflow, "second derivative of a Flax network with respect to its input" (mirrored at
# https://openillumi.com/en/en-jax-flax-nn-hessian-efficient-calculation): the first derivative,
# vmap(grad(u, argnums=1)), runs; applying grad again to it differentiates a gradient shaped
# like the input, whatever the network returns.
import flax.linen as nn
import jax
import jax.numpy as jnp
from jax import grad, vmap


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(1)(x)


model = MLP()
X = jnp.ones((16, 2))
params = model.init(jax.random.PRNGKey(0), X[0])


def u_function(params, x):
    return model.apply(params, x)[0]


u_X = vmap(grad(u_function, argnums=1), in_axes=(None, 0))(params, X)
u_XX = vmap(grad(grad(u_function, argnums=1), argnums=1), in_axes=(None, 0))(params, X)  # expect: JXM004 col 8
