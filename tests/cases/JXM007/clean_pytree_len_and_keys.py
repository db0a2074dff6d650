# len() of a list-of-arrays argument and dict lookups by string are static inside jit.
import jax
import jax.numpy as jnp


@jax.jit
def mlp(params, x):
    for i in range(len(params["layers"])):
        w = params["layers"][i]
        x = jnp.tanh(x @ w)
    return x


mlp({"layers": [jnp.eye(2), jnp.eye(2)]}, jnp.ones(2))
