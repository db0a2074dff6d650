# jax-ml/jax tests/random_test.py, test_grad_of_prng_key's next line: allow_int=True takes the key
# (a float0 gradient); and a helper method that builds float inputs, which grad differentiates.
import jax
import jax.numpy as jnp
from jax import random


class KeyTest:
    def make_key(self, seed):
        return random.PRNGKey(seed)

    def make_point(self, n):
        return jnp.ones(n)

    def test_grad_of_prng_key(self):
        key = self.make_key(73)
        out = jax.grad(lambda x: 1., allow_int=True)(key)
        point = self.make_point(3)
        return out, jax.grad(lambda x: jnp.sum(x ** 2))(point)


print(KeyTest().test_grad_of_prng_key())
