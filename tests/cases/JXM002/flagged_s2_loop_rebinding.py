# Shape 2: z starts as a Python complex but is rebound to z*z + c before the test in the same loop body, so the test sees a tracer. After https://github.com/jax-ml/jax/issues/24740
import jax


@jax.jit
def escape_time(c):
    z = 0j
    for i in range(20):
        z = z * z + c
        if abs(z) > 2.0:  # expect: JXM002 col 12
            return i
    return 20


print(escape_time(-0.75 + 0.1j))
