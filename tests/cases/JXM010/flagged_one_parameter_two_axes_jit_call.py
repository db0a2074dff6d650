# one parameter traced in two places of a function jitted by a call: two findings, one cure
# (the fix adds static_argnames once; written twice it is a SyntaxError)
import jax
import jax.numpy as jnp


def normalise(x, axis):
    return (x - jnp.mean(x, axis=axis, keepdims=True)) / jnp.std(x, axis=axis, keepdims=True)  # expect: JXM010 col 17; JXM010 col 58


normalise_jit = jax.jit(normalise)
print(normalise_jit(jnp.arange(6.0).reshape(2, 3), 1))
