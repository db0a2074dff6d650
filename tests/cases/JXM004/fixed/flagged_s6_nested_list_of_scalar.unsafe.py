# Shape 6: jnp.array([x ** 2]) of a scalar has shape (1,), not (). From jax tests/api_test.py test_grad_nonscalar_output_hint (https://github.com/jax-ml/jax/issues/2303)
import jax.numpy as jnp
from jax import grad

grad(lambda x: jnp.sum(jnp.array([x ** 2])))(1.0)  # expect: JXM004 col 1
