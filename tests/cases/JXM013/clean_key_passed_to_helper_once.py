# One key split into one child per helper call, the fix in https://github.com/anh-tong/signax/pull/19
import jax.numpy as jnp
import jax.random as jrandom


def get_bm_noise(n_points, num_samples, random_key):
    increments = jrandom.normal(random_key, (num_samples, n_points)) / jnp.sqrt(n_points)
    return jnp.cumsum(increments, axis=1)


random_key = jrandom.PRNGKey(0)
train_key, eval_key, signal_key = jrandom.split(random_key, 3)
train_dataset = get_bm_noise(n_points=16, num_samples=8, random_key=train_key)
eval_dataset = get_bm_noise(n_points=16, num_samples=8, random_key=eval_key)
signal = jrandom.normal(signal_key, (8,))
print(bool(jnp.allclose(train_dataset, eval_dataset)), signal.shape)
