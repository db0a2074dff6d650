import jax


def init_weights(key, n):
    return jax.random.normal(key, (n, n)) * 0.1


keys = jax.random.split(jax.random.PRNGKey(0), 2)
print(init_weights(keys[0], 3).shape, init_weights(keys[1], 3).shape)
