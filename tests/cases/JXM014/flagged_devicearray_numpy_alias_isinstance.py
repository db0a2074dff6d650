# `import jax.numpy as np`, then isinstance(x, np.DeviceArray): https://github.com/luchris429/popjaxrl/issues/1
import jax.numpy as np


def to_list(x):
    if isinstance(x, np.DeviceArray):  # expect: JXM014 col 22
        return x.tolist()
    return list(x)


print(to_list(np.arange(3)))
