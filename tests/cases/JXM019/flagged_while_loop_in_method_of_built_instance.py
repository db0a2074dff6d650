# The loss builds a solver and runs it; the solver's while_loop is differentiated by grad.
import jax


class Solver:
    def run(self, x):
        return jax.lax.while_loop(lambda c: c[0] < 5, lambda c: (c[0] + 1, c[1] * 2.0), (0, x))[1]  # expect: JXM019 col 16


def loss(x):
    return Solver().run(x)


print(jax.grad(loss)(1.0))
