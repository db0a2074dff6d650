# probdiffeq's docs, the fix: the factory handed equinox's bounded while loop, which
# reverse mode differentiates (it runs as a scan of at most max_steps steps).
import equinox
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

        _, y = while_loop(cond, body, (0.0, x))
        return y

    return solve, 0.5


def while_loop_func(*a, **kw):
    return equinox.internal.while_loop(*a, **kw, kind="bounded", max_steps=100)


solve, x = solution_routine(while_loop=while_loop_func)
solution, gradient = jax.jit(jax.value_and_grad(solve))(x)
print(solution, gradient)
