import jax

# The key parameter defaults to a seed, and the only call leaves it out.


def init_params(sizes, key=42):
    keys = jax.random.split(key, len(sizes))  # expect: JXM017 col 29
    return [jax.random.normal(k, (m, n)) for k, (m, n) in zip(keys, zip(sizes[:-1], sizes[1:]))]


params = init_params([3, 4, 2])
