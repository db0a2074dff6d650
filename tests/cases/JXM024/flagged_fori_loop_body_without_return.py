# A fori_loop body that updates its accumulator and forgets to return it.
import jax


def add_index(i, total):
    total = total + i * 0.5


print(jax.lax.fori_loop(0, 4, add_index, 0.0))  # expect: JXM024 col 31
