# the derivative of jnp.sin at each element: vmap over grad, each run sees a scalar
# (https://github.com/jax-ml/jax/issues/4670, as answered); at a scalar, grad alone
import jax
import jax.numpy as jnp

m = jnp.array([1.0, 2.0, 3.0])
print(jax.vmap(jax.grad(jnp.sin))(m))
print(jax.grad(jnp.tanh)(0.5), jax.grad(jnp.sum)(m))
