# Shape 6: value_and_grad of an elementwise lambda on a vector.
import jax
import jax.numpy as jnp

value, slope = jax.vmap(jax.value_and_grad(lambda x: x ** 2))(jnp.arange(3.0))  # expect: JXM004 col 16
