# jax.ops.segment_sum jitted without num_segments: it takes max(segment_ids) + 1 as a Python
# int, which a traced segment_ids cannot give (https://github.com/jax-ml/jax/issues/6350).
import jax
import numpy as np

c = np.array([[1, 2, 3, 4], [4, 3, 2, 1], [5, 6, 7, 8]])
b = np.array([0, 0, 1])
jax.ops.segment_sum(c, b)
jit_fn = jax.jit(jax.ops.segment_sum)
jit_fn(c, b)  # expect: JXM008 col 1
