# jax-ml/jax tests/random_test.py, test_grad_of_prng_key: the key a helper method builds
# (make_key returns random.PRNGKey(seed)), handed to grad, which refuses its uint32 data.
import jax
from jax import random


class KeyTest:
    def make_key(self, seed):
        return random.PRNGKey(seed)

    def test_grad_of_prng_key(self):
        key = self.make_key(73)
        return jax.grad(lambda x: 1.)(key)  # expect: JXM018 col 39


KeyTest().test_grad_of_prng_key()
