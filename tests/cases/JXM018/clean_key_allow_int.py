# allow_int=True: the raw uint32 key gets a float0 gradient, the params a real one.
import jax
import jax.numpy as jnp


def loss(rng, params):
    return jnp.sum(jax.random.normal(rng, params.shape) * params)


rng = jax.random.PRNGKey(0)
key_grad, param_grad = jax.grad(loss, argnums=(0, 1), allow_int=True)(rng, jnp.ones(3))
print(param_grad)
