# The carry starts from constants, but the body multiplies by the differentiated parameter.
import jax
from jax import lax


def compound(rate):
    def grow(state):
        balance, years = state
        return balance * (1.0 + rate), years + 1

    balance, years = lax.while_loop(lambda s: s[0] < 2.0, grow, (1.0, 0))  # expect: JXM019 col 22
    return balance


print(jax.grad(compound)(0.05))
