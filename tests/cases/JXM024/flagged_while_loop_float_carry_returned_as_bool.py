# A while_loop whose body returns a bool for a float32 carry: JAX never narrows a carry's
# dtype (from jax-ml/jax tests/lax_control_flow_test.py, testWhileTypeErrors)
import numpy as np
from jax import lax

lax.while_loop(lambda c: True, lambda c: True, np.float32(0.))  # expect: JXM024 col 32
