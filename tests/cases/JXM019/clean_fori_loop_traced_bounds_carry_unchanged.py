# A fori_loop with traced bounds (a while_loop) whose body hands the differentiated element
# of its carry back unchanged and computes the other from a constant: jax >= 0.6.0 makes the
# unchanged element a constant of the loop (jax-ml/jax#27970) and grad runs; jax 0.4.38 and
# 0.5.3 raise (flagged with --target-jax 0.5.3, tests/test_jaxapi.py).
import jax
from jax import lax


@jax.jit
def scaled(x, n):
    def step(i, carry):
        acc, y = carry
        return acc * 2.0, y

    acc, y = lax.fori_loop(0, n, step, (1.0, x))
    return acc + y


print(jax.grad(scaled)(1.0, 3))
