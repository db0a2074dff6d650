# iterating over a jitted function's *args gives one tracer per argument
import jax


@jax.jit
def positive_total(*terms):
    total = 0.0
    for t in terms:
        if t > 0:  # expect: JXM002 col 12
            total = total + t
    return total


positive_total(1.0, -2.0, 3.0)
