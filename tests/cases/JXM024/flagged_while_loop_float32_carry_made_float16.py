# jax-ml/jax#1681 ("Missing type checking for `lax.while_loop`"): the carry starts as a float32
# scalar and the body returns it cast to float16; a loop's carry keeps its exact dtype.
from jax import lax, numpy as np

print(lax.while_loop(lambda u: u > 5, lambda u: u.astype(np.float16), np.float32(1.)))  # expect: JXM024 col 39
