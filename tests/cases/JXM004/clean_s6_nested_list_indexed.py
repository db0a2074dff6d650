# Shape 6 trap: the nested-list array is indexed down to a scalar before it is returned.
import jax
import jax.numpy as jnp

print(jax.grad(lambda x: jnp.array([[x ** 2]])[0, 0])(1.0))
