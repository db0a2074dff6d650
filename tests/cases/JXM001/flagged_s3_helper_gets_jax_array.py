# Shape 3: a plain helper stores into its parameter; one call site passes it a JAX array. From the old docs/jax-101/01-jax-basics.md (raises-exception cell), https://github.com/jax-ml/jax
import jax.numpy as jnp
import numpy as np

x = np.array([1, 2, 3])


def in_place_modify(x):
    x[0] = 123  # expect: JXM001 col 5
    return None


in_place_modify(x)
print(x)
in_place_modify(jnp.array(x))  # Raises error if we cast input to jnp.ndarray
