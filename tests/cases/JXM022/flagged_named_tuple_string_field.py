# A NamedTuple is a pytree of its fields, and its str field is a leaf jit cannot abstract
# (the JAX docs' custom pytrees page: "passed to the function at path batch.name").
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Batch(NamedTuple):
    name: str
    x: jnp.ndarray


@jax.jit
def loss(batch):
    return jnp.sum(batch.x ** 2)


print(loss(Batch("train", jnp.ones(3))))  # expect: JXM022 col 12
