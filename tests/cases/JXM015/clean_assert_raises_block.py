# Update statements inside assertRaises blocks are meant to raise (JAX's own test style)
import unittest

import jax.numpy as jnp


class IndexedUpdateErrors(unittest.TestCase):
    def runTest(self):
        x = jnp.zeros(3)
        with self.assertRaises(TypeError):
            x.at[1.5].set(0.0)
        with self.assertRaises(ValueError):
            x.at[0].set(jnp.ones(2))
        with self.assertRaisesRegex(IndexError, "ndices"):
            x.at[0, 0].add(1.0)


result = unittest.TextTestRunner(verbosity=0).run(IndexedUpdateErrors())
assert result.wasSuccessful()
print("errors raised as expected")
