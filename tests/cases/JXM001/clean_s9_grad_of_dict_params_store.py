# Shape 9 trap: grad of a function of a params dict returns a dict; replacing one entry by key is a dict store.
import jax
import jax.numpy as jnp


def loss(params):
    return jnp.sum(params["w"] ** 2) + params["b"] ** 2


grads = jax.grad(loss)({"w": jnp.ones(3), "b": jnp.float32(1.0)})
grads["b"] = jnp.zeros(())
print(grads)
