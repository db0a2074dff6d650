# jaxley#603 (https://github.com/jaxleyverse/jaxley/pull/603): .distance() broke under jit.
# np.sum hands the traced product to its own .sum() method and gets a tracer back; np.sqrt
# then converts that tracer.
import jax.numpy as jnp
import numpy as np
from jax import jit


@jit
def mytest(param):
    return jnp.sqrt(np.sum(param * np.asarray([3.0, 4.0])))  # expect: JXM009 col 12


mytest(jnp.ones((1,)))
