import jax
import jax.numpy as jnp


@jax.jit
def sgd(params, grads):
    for i in range(len(params)):
        params[i] = params[i] - 0.1 * grads[i]  # a list of arrays, rebuilt per trace
    return params


sgd([jnp.ones(2), jnp.ones(3)], [jnp.ones(2), jnp.ones(3)])
