# a user's own tree_map / tree_multimap helpers and a namespace object with the same names
from types import SimpleNamespace

import jax.numpy as jnp


def tree_map(f, d):
    return {k: f(v) for k, v in d.items()}


def tree_multimap(f, a, b):
    return {k: f(a[k], b[k]) for k in a}


utils = SimpleNamespace(tree_map=tree_map, tree_flatten=lambda d: (list(d.values()), list(d)))
p = {"w": jnp.ones(2)}
print(tree_map(lambda x: x + 1, p), tree_multimap(jnp.add, p, p), utils.tree_flatten(p)[1])
