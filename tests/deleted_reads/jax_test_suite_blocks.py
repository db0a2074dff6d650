"""Reads of deleted arrays inside blocks that expect the error, as JAX's own tests write them
(tests/array_test.py, pjit_test.py, pmap_test.py, api_test.py of jax-ml/jax): JXM020 flags
each read, as every rule that names what JAX raises flags it under ``assertRaises``, and each
raises what its block expects (the run fails otherwise)."""

import unittest

import jax
import jax.numpy as jnp
import numpy as np
import pytest


class DeletedArrayTest(unittest.TestCase):
    def assertDeleted(self, x):  # noqa: N802 - as JAX's test case names it
        self.assertTrue(x.is_deleted())

    def test_single_device_array_usage_after_delete(self):
        x = jnp.array([1, 2, 3])
        x.delete()
        with self.assertRaisesRegex(RuntimeError, "Array has been deleted."):
            _ = x + 1  # expect: JXM020 col 17

    def test_device_put_array_delete(self):
        arr = jax.device_put(np.array([1, 2, 3]), jax.devices()[0])
        arr.delete()
        with self.assertRaisesRegex(RuntimeError, "Array has been deleted."):
            arr._check_if_deleted()  # expect: JXM020 col 13
        self.assertIsNone(arr._npy_value)  # a private field: still there
        self.assertIsNone(arr._arrays)

    def test_jit_with_deleted_input_at_subsequent_call(self):
        x = jax.device_put(np.arange(8))
        f = jax.jit(lambda x: x + 1)
        _ = f(x)
        with self.assertRaisesRegex((RuntimeError, ValueError), ".*(Array|buffer|Buffer) has been deleted.*"):
            x.delete()
            _ = f(x)  # expect: JXM020 col 19

    def test_delete_is_idempotent(self):
        x = jax.device_put(jnp.ones((1, 3)), jax.devices()[0])
        x.delete()
        x.delete()
        with self.assertRaisesRegex(RuntimeError, "Array has been deleted."):
            _ = x[0]  # expect: JXM020 col 17

    def test_devicearray_delete(self):
        x = jax.device_put(1.0)
        x.delete()
        self.assertRaisesRegex(RuntimeError, "Array has been deleted.", lambda: repr(x))  # expect: JXM020 col 86

    def test_double_donation(self):
        f = jax.jit(lambda x, y: x + y, donate_argnums=(0,))
        x = jnp.zeros((10,), jnp.float32)
        with self.assertRaises(RuntimeError):
            result = f(x, x)  # expect: JXM020 col 27
            result.block_until_ready()

    def test_donate_argnums(self):
        f = jax.jit(lambda inp: inp * 2, donate_argnums=0)
        x = jnp.ones((2, 5))
        f(x)
        self.assertDeleted(x)  # asks is_deleted(): no read
        self.assertEqual(x.shape, (2, 5))
        with self.assertRaises(RuntimeError):
            result = jax.device_put(x, jax.devices()[0])  # expect: JXM020 col 37
            result.block_until_ready()
        with pytest.raises(RuntimeError, match="Array has been deleted"):
            print(x)  # expect: JXM020 col 19


if __name__ == "__main__":
    result = unittest.main(argv=["jax_test_suite_blocks"], exit=False).result
    if not result.wasSuccessful() or result.testsRun != 7:
        raise AssertionError(f"{len(result.failures)} failed, {len(result.errors)} errors of {result.testsRun}")
