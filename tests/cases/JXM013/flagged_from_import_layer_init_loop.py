# MLP weights initialised in a loop from one unsplit key, with `from jax.random import ...` (cf. https://github.com/jax-ml/jax/issues/2009)
from jax.random import PRNGKey, normal

key = PRNGKey(0)
sizes = [3, 4, 4, 4]
params = []
for n_in, n_out in zip(sizes[:-1], sizes[1:]):
    params.append(normal(key, (n_in, n_out)) * 0.1)  # expect: JXM013 col 19
print("layer 2 == layer 3:", bool((params[1] == params[2]).all()))
