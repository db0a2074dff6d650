# A jitted sampler gets the same key for the train and the test batch (cf. https://github.com/jax-ml/jax/pull/3646: different shapes do not save you)
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n")
def sample_batch(key, n):
    x = jax.random.normal(key, (n, 2))
    return x, (x.sum(axis=1) > 0).astype(jnp.float32)


key = jax.random.key(0)
key, key_1 = jax.random.split(key)
train_x, train_y = sample_batch(key_1, n=64)
test_x, test_y = sample_batch(key, n=16)  # expect: JXM013 col 18
print("test rows found in train:", int((test_x == train_x[:16]).all(axis=1).sum()))
