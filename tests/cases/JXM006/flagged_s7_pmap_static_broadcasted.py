# Shape 7: pmap's static_broadcasted_argnums hashes its values too; a NumPy array fails. From jax tests/pmap_test.py test_pmap_error_on_non_hashable_static_argument
import jax
import numpy as np
from jax import pmap

f = lambda x, y: x + 3
pmapped_f = pmap(f, static_broadcasted_argnums=(1,))

inputs = np.asarray([1] * jax.device_count())
pmapped_f(inputs, np.asarray(1))  # expect: JXM006 col 19
