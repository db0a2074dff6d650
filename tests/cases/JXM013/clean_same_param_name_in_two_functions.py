# Two functions each consume their own parameter named key once
import jax
import jax.numpy as jnp


def init_params(key):
    return {"w": jax.random.normal(key, (3, 2)), "b": jnp.zeros(2)}


def sample_inputs(key, n):
    return jax.random.uniform(key, (n, 3))


key = jax.random.PRNGKey(0)
init_key, data_key = jax.random.split(key)
params = init_params(init_key)
x = sample_inputs(data_key, 5)
print((x @ params["w"] + params["b"]).shape)
