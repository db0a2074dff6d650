# The answer in jax-ml/jax#5021: axis_size names the mapped size, so in_axes=None is valid.
from jax import vmap

print(vmap(lambda x: x, in_axes=None, out_axes=None, axis_size=0)(3.14))
