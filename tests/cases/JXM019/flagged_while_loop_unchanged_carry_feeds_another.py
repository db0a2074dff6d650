# The body hands the differentiated element back unchanged but also adds it into another
# element of the carry: that element's tangent runs through the loop, and grad raises on
# every version (0.4.38, 0.5.3, 0.6.0 and 0.10.2 alike).
import jax
from jax import lax


def accumulated(x):
    def body(carry):
        i, y, total = carry
        return i + 1, y, total + y

    def cond(carry):
        i, _, _ = carry
        return i < 3

    _, y, total = lax.while_loop(cond, body, (0, x, 0.0))  # expect: JXM019 col 19
    return y + total


print(jax.grad(accumulated)(1.0))
