# DMFF#82's call with float parameters: argnums=-1 differentiates them, and the integer pairs
# (argument 2) are not differentiated.
import jax
import jax.numpy as jnp


def nbfunc(positions, box, pairs, params):
    return jnp.sum(positions @ box) * params + jnp.sum(pairs) * 0.0


positions = jnp.ones((4, 3))
box = jnp.eye(3)
pairs = jnp.array([[0, 1], [1, 2]])
params = 2.0
param_grad_func = jax.grad(nbfunc, argnums=-1)
pgrad = param_grad_func(positions, box, pairs, params)
print(pgrad)
