# The file builds typed keys elsewhere; the data is drawn with a bare seed.
import jax
from jax.random import uniform

params_key = jax.random.key(0)
w = jax.random.normal(params_key, (2, 2))
xs = uniform(jax.random.key(3), (2,), minval=-1.0, maxval=1.0)  # expect: JXM017 col 14
print(w @ xs)
