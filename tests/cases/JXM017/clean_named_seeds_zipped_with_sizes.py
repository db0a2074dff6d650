# A table of seeds zipped with the layer sizes, each seed made a key before the draw.
import jax

SEEDS = (0, 1, 2)
SIZES = (4, 8, 16)


def scale(w, size):
    return w / size**0.5


layers = {}
for seed, size in zip(SEEDS, SIZES):
    layers[size] = scale(jax.random.uniform(jax.random.key(seed), (size,)), size)
print(sorted(layers))
