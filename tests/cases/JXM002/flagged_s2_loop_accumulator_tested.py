# Shape 2: total starts as a Python float, but the loop body rebinds it to a traced sum before testing it.
import jax
import jax.numpy as jnp


@jax.jit
def first_over_one(x):
    total = 0.0
    for i in range(3):
        total = total + x[i]
        if total > 1.0:  # expect: JXM002 col 12
            break
    return total


print(first_over_one(jnp.ones(3)))
