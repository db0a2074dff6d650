# probdiffeq's docs, "Enable reverse-mode derivatives": a solver factory handed its loop
# primitive; value_and_grad of the solver it builds runs through jax.lax.while_loop.
import jax
import jax.numpy as jnp


def solution_routine(while_loop):
    def solve(x):
        def cond(state):
            t, _ = state
            return t < 1.0

        def body(state):
            t, y = state
            return t + 0.1, y + 0.1 * jnp.sin(y) * x

        _, y = while_loop(cond, body, (0.0, x))  # expect: JXM019 col 16
        return y

    return solve, 0.5


solve, x = solution_routine(jax.lax.while_loop)
solution, gradient = jax.jit(jax.value_and_grad(solve))(x)
print(solution, gradient)
