"""Reads of deleted arrays inside blocks that expect the error, as JAX's own tests write them
(tests/array_test.py, pjit_test.py, pmap_test.py, api_test.py, pallas/pallas_test.py,
multiprocess/array_test.py of jax-ml/jax; the pallas kernel in interpret mode): JXM020 flags
each read, as every rule that names what JAX raises flags it under ``assertRaises``, and each
raises what its block expects (the run fails otherwise)."""

import functools
import math
import unittest

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.experimental import pallas as pl


def create_array(shape, sharding):
    data = np.arange(math.prod(shape), dtype=np.float32).reshape(shape)
    return jax.make_array_from_callback(shape, sharding, lambda idx: data[idx]), data


def create_local_array(shape):
    return create_array(shape, jax.sharding.SingleDeviceSharding(jax.devices()[0]))


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

    def test_array_delete(self):
        y, _ = create_local_array((8, 8))
        y.delete()
        with self.assertRaisesRegex(RuntimeError, "Array has been deleted."):
            y._check_if_deleted()  # expect: JXM020 col 13
        self.assertIsNone(y._npy_value)

    def test_scalar_input_output_aliasing(self):
        x = jnp.array([41.0], dtype=jnp.float32)

        def kernel(x_ref, y_ref):
            y_ref[...] = x_ref[...] + 1.0

        @functools.partial(jax.jit, donate_argnums=(0,))
        def f(x_in):
            return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x_in.shape, x_in.dtype),
                                  input_output_aliases={0: 0}, interpret=True)(x_in)

        o = f(x)
        np.testing.assert_array_equal(o, np.array([42.0], np.float32))
        with self.assertRaisesRegex(RuntimeError, "Array has been deleted"):
            print(x)  # expect: JXM020 col 19


if __name__ == "__main__":
    result = unittest.main(argv=["jax_test_suite_blocks"], exit=False).result
    if not result.wasSuccessful() or result.testsRun != 9:
        raise AssertionError(f"{len(result.failures)} failed, {len(result.errors)} errors of {result.testsRun}")
