# The body hands the differentiated carry back unchanged, but the cond reads it: it stays a
# carry of the loop (jax-ml/jax#27970 moves only what the cond does not read), and grad raises
# on every version (0.4.38, 0.5.3, 0.6.0 and 0.10.2 alike).
import jax
from jax import lax


def until_large(x):
    return lax.while_loop(lambda y: y < 3.0, lambda y: y, x)  # expect: JXM019 col 12


print(jax.grad(until_large)(5.0))
