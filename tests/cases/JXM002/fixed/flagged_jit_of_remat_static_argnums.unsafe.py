# jit's static_argnums over jax.remat(f): jit hands f's flag on as a Python bool, but remat
# traces every argument it is not told is static, so the flag is a tracer again
# (https://github.com/jax-ml/jax/issues/2833).
import jax


def f(a_bool, y):
    return jax.numpy.where(a_bool, y + 1, y)  # expect: JXM002 col 8


print(jax.jit(jax.remat(f), static_argnums=0)(True, 1))
