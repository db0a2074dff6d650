# One key shuffles aligned arrays alike: features and labels permuted by one order, and every
# leaf of a rollout batch permuted per leaf in a tree_map (brax's and cleanrl's PPO minibatches).
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
key, shuffle_key = jax.random.split(key)
features = jnp.arange(12.0).reshape(6, 2)
labels = jnp.arange(6)
features = jax.random.permutation(shuffle_key, features)
labels = jax.random.permutation(shuffle_key, labels)
print("rows still paired:", bool((features[:, 0] == 2 * labels).all()))

storage = {"obs": jnp.arange(8.0).reshape(4, 2), "actions": jnp.arange(4), "values": jnp.arange(4.0)}
key, subkey = jax.random.split(key)


def convert_data(x):
    return jax.random.permutation(subkey, x)


shuffled = jax.tree_util.tree_map(convert_data, storage)
print("leaves still aligned:", bool((shuffled["actions"] == shuffled["values"]).all()))
