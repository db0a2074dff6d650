import functools

import jax
import jax.numpy as jnp
from flax import jax_utils


@functools.partial(jax.pmap, donate_argnums=0)
def train_step(params):
    return jax.tree.map(lambda p: p * 0.9, params)


def main():
    params = jax_utils.replicate({"w": jnp.ones(3)})
    for _ in range(3):
        new_params = train_step(params)  # expect: JXM020 col 33
    return new_params


main()
