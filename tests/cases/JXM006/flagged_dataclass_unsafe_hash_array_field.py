# A dataclass with unsafe_hash=True hashes its fields, and a field holding a JAX array
# cannot hash (https://github.com/jax-ml/jax/issues/7703).
import dataclasses
from typing import Any

import jax


@dataclasses.dataclass(unsafe_hash=True)
class C:
    x: Any


x = jax.numpy.zeros([1])
c = C(x)


def f(c, x):
    return x * c.x


jax.jit(f, static_argnums=0)(c, x)  # expect: JXM006 col 30
