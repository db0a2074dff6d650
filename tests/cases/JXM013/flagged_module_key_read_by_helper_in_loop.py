# A params.py of a public JAX model (the search names no repository): `key = PRNGKey(42)` at the
# module's top, a helper drawing each layer's weights from it, called once per flow in a loop:
# every flow gets the same weights.
from jax.random import PRNGKey, normal, split

key = PRNGKey(42)


def add_planar_flow_params(params, name, dim):
    params[name] = dict()
    params[name]["w"] = normal(split(key)[0], shape=(dim, 1)) * 0.01
    return params


def add_K_planar_flow_params(params, K, dim):
    Ks = []
    for i in range(K):
        name = f"planar_flow_{i}"
        params = add_planar_flow_params(params, name, dim)  # expect: JXM013 col 18
        Ks.append(name)
    return params, Ks


params, Ks = add_K_planar_flow_params({}, 3, 4)
print("flows share their weights:", bool((params["planar_flow_0"]["w"] == params["planar_flow_2"]["w"]).all()))
