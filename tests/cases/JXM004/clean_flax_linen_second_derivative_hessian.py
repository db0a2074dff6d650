# The answer to the Stack Overflow question of flagged_flax_linen_second_derivative_grad_of_grad:
# the second derivative of a scalar network output with respect to a vector input is a matrix,
# jax.hessian's, vmapped over the batch.
import flax.linen as nn
import jax
import jax.numpy as jnp
from jax import grad, hessian, vmap


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
u_XX = vmap(hessian(u_function, argnums=1), in_axes=(None, 0), out_axes=0)(params, X)
print(u_X.shape, u_XX.shape)
