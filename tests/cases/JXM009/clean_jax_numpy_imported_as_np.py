# `import jax.numpy as np`: np is JAX here, so np.sin on a tracer is fine (the style of jax#1007): https://github.com/jax-ml/jax/issues/1007
import jax
import jax.numpy as np


@jax.jit
def smooth(x):
    return np.sin(x) + np.linalg.norm(x) * np.where(x > 0, x, 0.0)


smooth(np.arange(3.0))
