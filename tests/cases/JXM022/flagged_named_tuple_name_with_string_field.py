# The JAX docs' custom pytrees page: a NamedTuple built in one cell and handed to a jitted
# function in the next; its name field is a str leaf jit cannot abstract (at path x.name).
from typing import Any, NamedTuple

import jax


class MyOtherContainer(NamedTuple):
    name: str
    a: Any
    b: Any
    c: Any


@jax.jit
def f(x):
    return x.a + x.b


moc = MyOtherContainer("moc", 1, 2, 3)
y = f(moc)  # expect: JXM022 col 7
