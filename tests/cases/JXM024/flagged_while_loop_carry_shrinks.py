# Newton's method for sqrt(2) with a step counter, whose body drops the counter.
import jax


def keep_going(state):
    x, steps = state
    return (jax.numpy.abs(x * x - 2.0) > 1e-6) & (steps < 50)


def newton(state):
    x, steps = state
    return (x - (x * x - 2.0) / (2.0 * x),)


root = jax.lax.while_loop(keep_going, newton, (1.0, 0))  # expect: JXM024 col 39
print(root)
