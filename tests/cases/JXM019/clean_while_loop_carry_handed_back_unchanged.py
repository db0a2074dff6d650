# The differentiated value rides in a while_loop's carry that the body hands back unchanged
# and the cond never reads: from jax 0.6.0 (jax-ml/jax#27970) the loop makes it a constant,
# so no tangent enters the loop and grad runs.  jax 0.4.38 and 0.5.3 raise "Reverse-mode
# differentiation does not work for lax.while_loop ..." here: flagged with --target-jax 0.5.3
# (tests/test_jaxapi.py).
import jax
from jax import lax


def repeated(x):
    count, y = lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1]), (0, x))
    return y * 2.0


print(jax.grad(repeated)(1.0))
