# A function that builds its key from a literal seed, called once: nothing repeats.
import jax
import jax.numpy as jnp


def init_params(n_in, n_out):
    key = jax.random.PRNGKey(0)
    return {"w": jax.random.normal(key, (n_in, n_out)), "b": jnp.zeros(n_out)}


params = init_params(4, 1)
x = jnp.ones((8, 4))
for step in range(3):
    params = jax.tree_util.tree_map(lambda p: p * 0.9, params)
    print(step, (x @ params["w"] + params["b"]).sum())
