# Shape 7 trap: a frozen dataclass is hashable and works as a static argument.
import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Config:
    some_value: int


@functools.partial(jax.jit, static_argnums=1)
def do_stuff(data, config):
    return data * config.some_value


print(do_stuff(jnp.ones(4), Config(3)))
