# A NamedTuple of numbers, and a dict whose string was replaced before the call: every leaf
# jit sees is a number.
from typing import Any, NamedTuple

import jax


class Pair(NamedTuple):
    a: Any
    b: Any


@jax.jit
def f(x):
    return x.a + x.b


@jax.jit
def g(config):
    return config["scale"] * 2.0


pair = Pair(1, 2)
config = {"scale": 2.0, "name": "run"}
config.pop("name")
print(f(pair), g(config))
