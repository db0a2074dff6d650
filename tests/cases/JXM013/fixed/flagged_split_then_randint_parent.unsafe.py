# The parent key is used after split, then split again, from https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
from jax import random

key = random.PRNGKey(0)
batch_size = 4

key, subkey = random.split(key)
key, key_1 = random.split(key)
rotate = random.randint(key_1, shape=[batch_size], minval=0, maxval=2)

key, subkey = random.split(key)  # expect: JXM013 col 15
flip = random.bernoulli(subkey, 0.5, shape=[batch_size])
print(rotate, flip)
