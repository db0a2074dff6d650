# The second leaf of a (bool, float32) carry comes back a bool (from jax-ml/jax
# tests/lax_control_flow_test.py, testWhileTypeErrors: "The input carry component c[1] has
# type float32[] but the corresponding output carry component has type bool[]")
import numpy as np
from jax import lax

lax.while_loop(lambda c: True, lambda c: (True, True),  # expect: JXM024 col 32
               (np.bool_(True), np.float32(0.)))
