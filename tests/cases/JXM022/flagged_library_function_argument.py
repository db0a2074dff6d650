# An activation from jax.nn handed to a jitted MLP as a traced argument: a library function
# is no array (jax.nn.relu is a custom_jvp object; jnp's functions are jitted functions).
import jax
import jax.numpy as jnp


@jax.jit
def mlp(params, x, activation):
    for w in params:
        x = activation(x @ w)
    return x


params = [jnp.ones((3, 3)), jnp.ones((3, 2))]
print(mlp(params, jnp.ones(3), jax.nn.relu))  # expect: JXM022 col 32
