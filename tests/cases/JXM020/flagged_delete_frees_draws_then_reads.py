import jax


def sample_stats(seed):
    key = jax.random.key(seed)
    draws = jax.random.normal(key, (1000, 16))
    mean = draws.mean(axis=0)
    draws.delete()  # free the device memory early
    spread = draws.std(axis=0)  # expect: JXM020 col 14
    return mean, spread


sample_stats(0)
