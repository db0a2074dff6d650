# Near jax-ml/jax#1681: the carry starts as float16 and the body casts it to float16 again.
from jax import lax, numpy as np

print(lax.while_loop(lambda u: u < 5, lambda u: (u + 1).astype(np.float16), np.float16(1.)))
