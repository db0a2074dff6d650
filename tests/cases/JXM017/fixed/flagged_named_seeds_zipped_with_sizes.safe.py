# A table of seeds zipped with the layer sizes: each seed column entry is an int.
import jax

SEEDS = (0, 1, 2)
SIZES = (4, 8, 16)


def scale(w, size):
    return w / size**0.5


layers = {}
for seed, size in zip(SEEDS, SIZES):
    layers[size] = scale(jax.random.uniform(jax.random.PRNGKey(seed), (size,)), size)  # expect: JXM017 col 45
print(sorted(layers))
