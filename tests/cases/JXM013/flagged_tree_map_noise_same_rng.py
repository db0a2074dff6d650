# The same rng adds noise to every parameter's gradient, from https://github.com/jax-ml/jax/pull/3646
import jax
import jax.numpy as jnp
from jax import random

grads = {"w": jnp.zeros((3, 2)), "b": jnp.zeros((2,)), "v": jnp.zeros((3, 2))}
rng = random.PRNGKey(0)
std_dev = 1.0
noise_ = lambda n: n + std_dev * random.normal(rng, n.shape)  # expect: JXM013 col 34
noisy = jax.tree_util.tree_map(noise_, grads)
print("w noise == v noise:", bool((noisy["w"] == noisy["v"]).all()))
