# Under jit every jax.numpy result is a tracer, even one built from constants: z starts as jnp.array([0j]).
import jax
import jax.numpy as jnp


@jax.jit
def escape_time(c):
    z = jnp.array([0j])
    for i in range(10):
        if jnp.abs(z).max() > 2.0:  # expect: JXM002 col 12
            return i
        z = z * z + c
    return 10


escape_time(jnp.array([0.5 + 0.5j]))
