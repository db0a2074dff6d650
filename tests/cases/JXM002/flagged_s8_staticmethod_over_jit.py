# Shape 8: @staticmethod stacked over @jax.jit; the method body is traced like any jitted function. After https://github.com/jax-ml/jax/issues/33043
import jax
import jax.numpy as jnp


class Square:
    @staticmethod
    @jax.jit
    def area(length):
        if length > 0:  # expect: JXM002 col 12
            return length * length
        return jnp.zeros_like(length)


print(Square.area(jnp.asarray(10.0)))
