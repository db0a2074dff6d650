# Parameters started from integer zeros: value_and_grad refuses them.
import jax
import jax.numpy as jnp

bias = jnp.zeros(3, dtype=jnp.int32)


def objective(b):
    return jnp.sum((b - 1.5) ** 2)


value, grads = jax.value_and_grad(objective)(bias)  # expect: JXM018 col 46
print(value, grads)
