# host_callback.id_tap to print progress from a scan body: https://github.com/brainpy/BrainPy/pull/668
import jax
import jax.numpy as jnp
from jax.experimental import host_callback as hcb  # expect: JXM014 col 1


def body(c, x):
    hcb.id_tap(lambda a, transforms: print("step", a), x)
    return c + x, None


print(jax.lax.scan(body, 0.0, jnp.arange(3.0))[0])
