# jax.ops.index_update with a list index, as in a lecture notebook: https://github.com/oseledets/nla2021/issues/5
import jax
import jax.numpy as jnp

x = jnp.zeros(5)
x = jax.ops.index_update(x, [0], 1.0)  # expect: JXM014 col 5
print(x)
