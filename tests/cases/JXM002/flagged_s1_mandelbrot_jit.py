# Shape 1+2: z starts as jnp.array([0j]) (a staged constant under jit) and is then rebound to z*z + c. After https://github.com/jax-ml/jax/issues/24740 (run under jit)
import jax
import jax.numpy as jnp


@jax.jit
def escape_time(c):
    z = jnp.array([0j])
    for i in range(20):
        if jnp.abs(z) > 2.0:  # expect: JXM002 col 12
            return i
        z = z * z + c
    return 20


print(escape_time(jnp.complex64(-0.75 + 0.1j)))
