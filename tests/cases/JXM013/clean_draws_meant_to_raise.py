# A draw inside `with self.assertRaises(...)` raises and draws nothing (JAX's tests/random_lax_test.py, testPermutationErrors)
import unittest

from jax import random


class PermutationErrors(unittest.TestCase):
    def runTest(self):
        key = random.key(0)
        with self.assertRaises(ValueError):
            random.permutation(key, 10, axis=3)
        with self.assertRaises(TypeError):
            random.permutation(key, 10.0)
        print(random.permutation(key, 10))


result = unittest.TextTestRunner(verbosity=0).run(PermutationErrors())
assert result.wasSuccessful()
