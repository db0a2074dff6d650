# Shape 8: @staticmethod stacked over @jax.jit; the method body is traced like any jitted function. After https://github.com/jax-ml/jax/issues/33043
import jax
import jax.numpy as jnp


class Square:
    @staticmethod
    @jax.jit
    def area(length):
        return jnp.where(length > 0, length * length, jnp.zeros_like(length))  # expect: JXM002 col 12


print(Square.area(jnp.asarray(10.0)))
