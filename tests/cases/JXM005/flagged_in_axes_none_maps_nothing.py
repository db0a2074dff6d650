# jax-ml/jax#5021 ("revise vmap docs to specify `in_axes=None` on its own is not valid"): an
# in_axes of None maps no argument, and without axis_size vmap has no size to map over.
from jax import vmap

print(vmap(lambda x: x, in_axes=None, out_axes=None)(3.14))  # expect: JXM005 col 7
