# A static method has no self to trace.
import jax
import jax.numpy as jnp


class Ops:
    @staticmethod
    @jax.jit
    def double(x):
        return 2 * x


ops = Ops()
print(ops.double(jnp.ones(3)))
