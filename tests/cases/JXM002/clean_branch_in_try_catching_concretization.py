import jax
import jax.numpy as jnp


def dropout(rate, x):
    # Validates a concrete rate eagerly; under jit the check raises, and is skipped.
    try:
        if rate < 0 or rate >= 1:
            raise ValueError("rate must be in [0, 1).")
    except jax.errors.ConcretizationTypeError:
        pass
    return x * (1.0 - rate)


print(jax.jit(dropout)(0.25, jnp.ones(3)))
print(dropout(0.25, jnp.ones(3)))
