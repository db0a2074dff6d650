# An MLP initialiser whose seed parameter defaults to an int, made a key before the loop
# splits it per layer.
import jax


def init(sizes, seed=1):
    rng = jax.random.PRNGKey(seed)
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        rng, sub = jax.random.split(rng)
        params.append(jax.random.normal(sub, (m, n)))
    return params


params = init([3, 4, 2])
print([p.shape for p in params])
