# jax-ml/jax#8403 ("Generate a better error message if [pv]map receives no array arguments"):
# the one argument is an empty dict, a pytree without leaves, so vmap finds no mapped size.
import jax

print(jax.vmap(lambda x: x)({}))  # expect: JXM005 col 7
