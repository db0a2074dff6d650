# A flag read off an object the file cannot see (a parameter): it may hold None, a string
# or a pytree, so nothing is proven; here it is None and the jitted branch runs on it
import jax
import jax.numpy as jnp


@jax.jit
def step(x, training):
    if training:
        return x * 2
    return x


def run(config, x):
    return step(x, config.training)


class Config:
    training = None


run(Config(), jnp.ones(3))
