# Shape 7: model kwargs merged into a dict and passed in a static slot. After https://github.com/google/flax/issues/587
import functools

import jax
import jax.numpy as jnp

defaults = {"features": 4, "depth": 2}


@functools.partial(jax.jit, static_argnums=(1, 2))
def create_params(key, input_shape, model_kwargs):
    return jax.random.normal(key, (input_shape[-1], model_kwargs["features"]))


model_kwargs = {**defaults, "depth": 3}
params = create_params(jax.random.PRNGKey(0), (1, 8), model_kwargs)  # expect: JXM006 col 55
