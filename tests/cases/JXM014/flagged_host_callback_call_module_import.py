# `import jax.experimental.host_callback as hcb` and hcb.call under jit: https://github.com/jax-ml/jax/issues/5934
import jax
import jax.experimental.host_callback as hcb  # expect: JXM014 col 1
import numpy as np


def device_fun(m):
    return hcb.call(lambda a: np.float32(np.sum(a)), m,
                    result_shape=jax.ShapeDtypeStruct(m.shape, m.dtype))


print(jax.jit(device_fun)(np.float32(1.0)))
