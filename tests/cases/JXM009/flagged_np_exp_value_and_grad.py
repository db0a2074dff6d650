# np.exp on the differentiated parameter under jax.value_and_grad, cf. https://github.com/google/brax/issues/128
import jax
import jax.numpy as jnp
import numpy as np


def nll(log_rate, counts):
    rate = np.exp(log_rate)  # expect: JXM009 col 12
    return jnp.sum(rate - counts * log_rate)


jax.value_and_grad(nll)(0.5, jnp.array([1.0, 2.0, 0.0]))
