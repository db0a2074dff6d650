# A soft target update in a lax.scan body (the RL idiom): optax.incremental_update maps the
# params and target trees leaf by leaf, so the carry keeps its structure.
import jax
import jax.numpy as jnp
import optax

params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
target = {"w": jnp.zeros((3, 2)), "b": jnp.zeros(2)}


def step(carry, _):
    params, target = carry
    params = jax.tree_util.tree_map(lambda p: p * 0.9, params)
    target = optax.incremental_update(params, target, 0.005)
    return (params, target), target["b"].sum()


(params, target), sums = jax.lax.scan(step, (params, target), None, length=5)
print(target["w"].sum(), sums[-1])
