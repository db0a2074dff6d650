# The gradient of a smooth penalty, evaluated on arange's integers.
import jax
import jax.numpy as jnp

penalty_grad = jax.grad(lambda v: jnp.sum(jnp.log1p(v**2)))
print(penalty_grad(jnp.arange(4)))  # expect: JXM018 col 20
