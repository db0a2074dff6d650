# jax#7437's rows: NumPy's are writable in place, and the JAX ones are updated functionally
# (or with +=, which rebinds the name): https://github.com/jax-ml/jax/issues/7437
import jax.numpy as jnp
import numpy as onp

a, b = onp.indices((5, 5))
a[0, 0] = 5
c, d = jnp.stack([jnp.arange(5), jnp.arange(5)])
c = c.at[0].set(5)
d += 5
print(a[0, 0], c[0], d[0])
