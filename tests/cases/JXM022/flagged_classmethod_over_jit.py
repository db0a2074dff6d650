# A jitted factory as a classmethod (jax#15727): classmethod hands jit the class itself as
# its first argument, and a class is no array, so A.zeros((2, 3)) raises.
import jax
import jax.numpy as jnp


class A:
    def __init__(self):
        pass

    @classmethod
    @jax.jit  # expect: JXM022 col 6
    def zeros(shape):
        return jnp.zeros(shape)


print(A.zeros((2, 3)))
