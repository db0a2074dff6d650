# A draw under ``if n == 1:`` on the loop's own index runs on one iteration only: trRosetta's
# residual block applies dropout to the second of its two convolutions, and a warm-up loop
# draws its initial noise on the first step alone.
import jax
import jax.numpy as jnp


def dropout(x, key, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, shape=x.shape)
    return keep * x / (1.0 - rate)


def block(x, key, rate=0.15):
    y = x
    for n in [0, 1]:
        if n == 1:
            y = dropout(y, key, rate)
        y = jnp.tanh(y if n == 0 else x + y)
    return y


def warm_up(key, steps):
    state = jnp.zeros(3)
    for step, scale in enumerate([1.0] * steps):
        if step == 0:
            state = state + jax.random.normal(key, (3,))
        state = state * scale
    return state


print(block(jnp.ones((2, 4)), jax.random.PRNGKey(0)).shape)
print(warm_up(jax.random.PRNGKey(1), 4).shape)
