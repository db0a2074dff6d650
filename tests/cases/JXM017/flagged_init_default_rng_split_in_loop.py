# An MLP initialiser whose rng parameter defaults to a seed and is split per layer: the
# loop rebinds it to keys, but the first split gets the int the call left at its default.
import jax


def init(sizes, rng=1):
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        rng, sub = jax.random.split(rng)  # expect: JXM017 col 37
        params.append(jax.random.normal(sub, (m, n)))
    return params


params = init([3, 4, 2])
print([p.shape for p in params])
