# A lax.while_loop body decrements a counter vector with a discarded .subtract update
import jax
import jax.numpy as jnp


def countdown(budget):
    def cond(state):
        i, b = state
        return i < b.shape[0]

    def body(state):
        i, b = state
        b = b.at[i].subtract(1)  # expect: JXM015 col 9
        return i + 1, b

    return jax.lax.while_loop(cond, body, (0, budget))[1]


print(countdown(jnp.array([3, 3, 3])))
