# With jit disabled for debugging, cond runs the chosen branch as Python and checks nothing.
import jax
import jax.numpy as jnp

jax.config.update("jax_disable_jit", True)
x = jnp.arange(3.0)
print(jax.lax.cond(True, lambda v: v, lambda v: v.sum(), x))
