# fori_loop takes traced bounds under jit (it runs as a while_loop): only scan's length must be static
import jax


@jax.jit
def power(x, n):
    return jax.lax.fori_loop(0, n, lambda i, acc: acc * x, 1.0)


print(power(2.0, 5))
