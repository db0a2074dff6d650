import jax
import numpy as np

inp_data = np.arange(8)
x = jax.device_put(inp_data)
f = jax.jit(lambda v: v + 1)
_ = f(x)
x.delete()
_ = f(x)  # expect: JXM020 col 7
