# A weak-typed 0.0 and a float32 scalar are equal types to cond.
import jax
import jax.numpy as jnp


@jax.jit
def relu_sum(x):
    return jax.lax.cond(x.sum() > 0, lambda v: v.sum(), lambda v: 0.0, x)


print(relu_sum(jnp.arange(3.0)), jax.lax.cond(True, lambda: 0.0, lambda: jnp.zeros(())))
