# A print of a tracer in a function called before the module's own `import jax` runs (as a
# notebook imports jax in a later cell): the fix must import jax above the call, not lean
# on the later import (NameError: name 'jax' is not defined).
from jax import jit
import jax.numpy as jnp
import jax


@jit
def double(x):
    jax.debug.print("x: {}", x)  # expect: JXM011 col 5
    return x * 2


double(jnp.ones(2))

import jax

print(jax.device_count() >= 1)
