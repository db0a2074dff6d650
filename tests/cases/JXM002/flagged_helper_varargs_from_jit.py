# a helper's *args holds tracers when jitted code hands it only traced values
import jax
import jax.numpy as jnp


def all_positive(*values):
    for v in values:
        if v <= 0:  # expect: JXM002 col 12
            return False
    return True


@jax.jit
def safe_log_ratio(a, b):
    if all_positive(a, b):
        return jnp.log(a / b)
    return jnp.zeros(())


safe_log_ratio(2.0, 1.0)
