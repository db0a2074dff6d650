import jax


def init_params(key, n):
    return jax.random.normal(key, (n,))
