# Shape 7: a plain @dataclass (eq=True, no frozen) sets __hash__ to None, so it cannot be a static argument. After https://github.com/jax-ml/jax/issues/3701
import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Config:
    some_value: int


@functools.partial(jax.jit, static_argnums=1)
def do_stuff(data, config):
    return data * config.some_value


def evaluate():
    config = Config(3)
    data = jnp.ones(4)
    return do_stuff(data, config)  # expect: JXM006 col 27


print(evaluate())
