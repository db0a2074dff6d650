# Each child of a split feeds one consumer, the fix proposed in https://github.com/dunnolab/xland-minigrid/issues/42
import jax

num_envs = 4
rng = jax.random.key(42)
rng, _rng1, _rng2 = jax.random.split(rng, num=3)
ruleset_rng = jax.random.split(_rng1, num=num_envs)
reset_rng = jax.random.split(_rng2, num=num_envs)
print(ruleset_rng.shape, reset_rng.shape)
