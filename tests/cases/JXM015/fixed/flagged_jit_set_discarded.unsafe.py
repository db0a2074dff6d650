# A jitted function that "sets" into its argument, from a comment on https://github.com/jax-ml/jax/pull/7783
import jax.numpy as jnp
from jax import jit


@jit
def f(a, idx, b):
    a = a.at[idx].set(b)  # expect: JXM015 col 5


a = jnp.ones((3, 3))
idx = ((1, 1, 2, 2), (1, 2, 1, 2))
print(f(a, idx, -1) or a)
