# jnp.fix in code ported from NumPy (removed in jax 0.10.0; still fine on 0.4.38)
import jax.numpy as jnp

print(jnp.trunc(jnp.array([2.7, -2.7])))  # expect: JXM014 col 7
