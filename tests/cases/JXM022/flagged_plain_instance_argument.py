# An instance of a plain class handed to jit as a traced argument.
import jax


class TestA:
    pass


def f(a):
    return a


def err():
    a = TestA()
    return jax.jit(f)(a)  # expect: JXM022 col 23


err()
