# Near jax-ml/jax#8403: a dict argument that holds an array gives vmap its mapped size.
import jax
import jax.numpy as jnp

print(jax.vmap(lambda x: x)({"a": jnp.ones(3)}))
