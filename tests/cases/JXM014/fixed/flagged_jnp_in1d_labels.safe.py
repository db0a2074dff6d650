# jnp.in1d on a 2-D label grid (deprecated in https://github.com/jax-ml/jax/pull/17261, removed in 0.4.24)
import jax.numpy as jnp

labels = jnp.array([[0, 3], [5, 1]])
keep = jnp.ravel(jnp.isin(labels, jnp.array([1, 3])))  # expect: JXM014 col 8
print(keep, keep.shape)
