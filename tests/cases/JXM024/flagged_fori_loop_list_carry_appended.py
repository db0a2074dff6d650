# Collecting the iterates in a Python list carried through fori_loop, as a Python loop would:
# the carry grows by one element each step.
import jax


def iterates(n):
    def body(i, acc):
        return acc + [i]

    return jax.lax.fori_loop(0, n, body, [])  # expect: JXM024 col 36


print(iterates(3))
