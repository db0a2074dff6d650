# np.asarray inside a host callback run by jax.pure_callback: there the value is concrete (JAX FAQ, "How can I convert a JAX Tracer to a NumPy array?")
import jax
import jax.numpy as jnp
import numpy as np


def host_median(v):
    return np.asarray(np.median(np.asarray(v)), dtype=np.float32)


@jax.jit
def robust_center(x):
    med = jax.pure_callback(host_median, jax.ShapeDtypeStruct((), jnp.float32), x)
    return x - med


robust_center(jnp.array([1.0, 5.0, 2.0]))
