# `import numpy as jnp` -- the name jnp is NumPy here, whose fix/row_stack still exist
import numpy as jnp

print(jnp.fix(jnp.array([2.7, -2.7])), jnp.trapezoid(jnp.array([1.0, 2.0, 3.0])))
