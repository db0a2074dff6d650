# The same random_key generates the train and the eval dataset through a helper, from https://github.com/anh-tong/signax/pull/19
import jax.numpy as jnp
import jax.random as jrandom


def get_bm_noise(n_points, num_samples, random_key):
    increments = jrandom.normal(random_key, (num_samples, n_points)) / jnp.sqrt(n_points)
    return jnp.cumsum(increments, axis=1)


random_key = jrandom.PRNGKey(0)
random_key, random_key_1 = jrandom.split(random_key)
train_dataset = get_bm_noise(n_points=16, num_samples=8, random_key=random_key_1)
eval_dataset = get_bm_noise(n_points=16, num_samples=8, random_key=random_key)  # expect: JXM013 col 16
print("eval == train:", bool(jnp.allclose(train_dataset, eval_dataset)))
