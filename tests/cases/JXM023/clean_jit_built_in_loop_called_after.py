import jax
import jax.numpy as jnp

candidates = {}
for name, fn in (("sin", jnp.sin), ("cos", jnp.cos)):
    candidates[name] = jax.jit(fn)  # library functions: each traced once, when called below
x = jnp.ones(2)
print({name: f(x) for name, f in candidates.items()})
