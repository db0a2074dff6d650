# DMFF#82 (https://github.com/deepmodeling/DMFF/issues/82): jax.grad(nbfunc, argnums=-1)
# differentiates the last argument of the call, here parameters written as ints.  grad counts
# a negative argnums from the end of the arguments it is handed.
import jax
import jax.numpy as jnp


def nbfunc(positions, box, pairs, params):
    return jnp.sum(positions @ box) * params


positions = jnp.ones((4, 3))
box = jnp.eye(3)
pairs = jnp.array([[0, 1], [1, 2]])
params = 2
param_grad_func = jax.grad(nbfunc, argnums=-1)
pgrad = param_grad_func(positions, box, pairs, params)  # expect: JXM018 col 48
print(pgrad)
